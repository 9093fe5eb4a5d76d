import { describe, expect, it } from 'vitest';
import type { AccountLoadStatus } from '../../../components/account/account-part';
import { submitStatusOf } from './account-load-status';

describe('product-rules#user-status, the account load status of a submit: idle, then fetching, then success or fail', () => {
  it.each<['idle' | 'pending' | 'success' | 'error', AccountLoadStatus]>([
    ['idle', 'idle'],
    ['pending', 'fetching'],
    ['success', 'success'],
    ['error', 'fail'],
  ])('a submit %s is %s', (status, expected) => {
    expect(submitStatusOf(status)).toBe(expected);
  });
});
