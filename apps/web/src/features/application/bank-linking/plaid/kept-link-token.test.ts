import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../../testing/memory-storage';
import { forgetLinkToken, keepLinkToken, keptLinkToken } from './kept-link-token';

describe('the link token kept across a bank OAuth page', () => {
  it.each([
    { case: 'the same application', kept: { linkToken: 'link-1', applicationId: 7 }, asked: 7, found: 'link-1' },
    { case: 'another application', kept: { linkToken: 'link-1', applicationId: 7 }, asked: 8, found: null },
    { case: 'nothing kept', kept: null, asked: 7, found: null },
  ])('is found for $case', ({ kept, asked, found }) => {
    const storage = new MemoryStorage();
    if (kept) keepLinkToken(kept, storage);
    expect(keptLinkToken(asked, storage)).toBe(found);
  });

  it('is gone once forgotten, and unreadable storage finds none', () => {
    const storage = new MemoryStorage();
    keepLinkToken({ linkToken: 'link-2', applicationId: 3 }, storage);
    forgetLinkToken(storage);
    expect(keptLinkToken(3, storage)).toBeNull();
    storage.setItem('waypoint.plaidLinkToken', '{not json');
    expect(keptLinkToken(3, storage)).toBeNull();
  });
});
