import { describe, expect, it } from 'vitest';
import { fileGroupsReducer, initialFileGroups, type FileGroupEvent } from './file-group-refresh';

const after = (...events: FileGroupEvent[]) => events.reduce(fileGroupsReducer, initialFileGroups);

describe('product-rules#file-refresh: a flag per group, set on start, cleared on success or failure', () => {
  it.each<[string, FileGroupEvent[], { refreshing: boolean; problem: string | null }]>([
    ['nothing yet', [], { refreshing: false, problem: null }],
    ['an upload started', [{ type: 'start', group: 'proofOfAddress' }], { refreshing: true, problem: null }],
    [
      'it succeeded',
      [
        { type: 'start', group: 'proofOfAddress' },
        { type: 'succeed', group: 'proofOfAddress' },
      ],
      { refreshing: false, problem: null },
    ],
    [
      'it failed',
      [
        { type: 'start', group: 'proofOfAddress' },
        { type: 'fail', group: 'proofOfAddress', problem: 'Too large' },
      ],
      { refreshing: false, problem: 'Too large' },
    ],
    [
      'a new start clears the last problem',
      [
        { type: 'fail', group: 'proofOfAddress', problem: 'Too large' },
        { type: 'start', group: 'proofOfAddress' },
      ],
      { refreshing: true, problem: null },
    ],
  ])('%s', (_case, events, expected) => {
    expect(after(...events).proofOfAddress).toEqual(expected);
  });

  it('leaves the other groups alone', () => {
    const state = after({ type: 'start', group: 'proofOfName' }, { type: 'fail', group: 'proofOfSCRA', problem: 'No' });
    expect(state).toEqual({
      proofOfName: { refreshing: true, problem: null },
      proofOfAddress: { refreshing: false, problem: null },
      proofOfSCRA: { refreshing: false, problem: 'No' },
    });
  });
});
