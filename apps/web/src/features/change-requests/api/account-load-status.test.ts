import { describe, expect, it } from 'vitest';
import { loadStatusOf, submitStatusOf, type AccountLoadStatus, type QueryState } from './account-load-status';

describe('spec §4 account load status: idle, then fetching, then success or fail', () => {
  it.each<[QueryState['status'], QueryState['fetchStatus'], AccountLoadStatus]>([
    ['pending', 'idle', 'idle'],
    ['pending', 'fetching', 'fetching'],
    ['pending', 'paused', 'idle'],
    ['success', 'idle', 'success'],
    // Asked again after an upload or a cancel: what is shown stays shown.
    ['success', 'fetching', 'success'],
    ['error', 'idle', 'fail'],
    // Try again after a failed load.
    ['error', 'fetching', 'fetching'],
  ])('a load %s / %s is %s', (status, fetchStatus, expected) => {
    expect(loadStatusOf({ status, fetchStatus })).toBe(expected);
  });

  it.each<['idle' | 'pending' | 'success' | 'error', AccountLoadStatus]>([
    ['idle', 'idle'],
    ['pending', 'fetching'],
    ['success', 'success'],
    ['error', 'fail'],
  ])('a submit %s is %s', (status, expected) => {
    expect(submitStatusOf(status)).toBe(expected);
  });
});
