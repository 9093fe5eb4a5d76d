import { describe, expect, it } from 'vitest';
import type { ApplicationRow } from './draft-codec.js';
import { DraftRowCache } from './draft-row-cache.js';

function rowOf(id: number, status = 'incomplete'): ApplicationRow {
  return { id, status } as ApplicationRow;
}

describe('DraftRowCache (decision 049)', () => {
  it.each([
    ['an open draft is kept', 'incomplete', 1],
    ['a submitted one is not', 'submitted', 0],
    ['a cancelled one is not', 'cancelled', 0],
  ])('%s', (_rule, status, kept) => {
    const cache = new DraftRowCache();
    cache.set('user', rowOf(1, status), '100');
    expect(cache.size).toBe(kept);
  });

  it('setting a closed row forgets the open one kept before', () => {
    const cache = new DraftRowCache();
    cache.set('user', rowOf(1), '100');
    cache.set('user', rowOf(1, 'submitted'), '101');
    expect(cache.get('user')).toBeUndefined();
  });

  it.each([
    ['just saved', 0, true],
    ['two minutes later', 120_000, true],
    ['past two minutes', 120_001, false],
  ])('a row read %s: kept %s', (_when, elapsedMs, kept) => {
    let now = 1_000_000;
    const cache = new DraftRowCache(() => now);
    cache.set('user', rowOf(1), '100');
    now += elapsedMs;
    expect(cache.get('user') !== undefined).toBe(kept);
  });

  it('holds at most 5,000 rows and drops the least recently saved first', () => {
    const cache = new DraftRowCache();
    for (let index = 0; index < 5_001; index += 1) cache.set(`user-${index}`, rowOf(index), String(index));
    expect(cache.size).toBe(5_000);
    expect(cache.get('user-0')).toBeUndefined();
    expect(cache.get('user-1')?.rowVersion).toBe('1');
    // Saving user-1 again makes user-2 the oldest.
    cache.set('user-1', rowOf(1), '9');
    cache.set('user-new', rowOf(9_999), '10');
    expect(cache.get('user-2')).toBeUndefined();
    expect(cache.get('user-1')?.rowVersion).toBe('9');
  });

  it('forget drops the row', () => {
    const cache = new DraftRowCache();
    cache.set('user', rowOf(1), '100');
    cache.forget('user');
    expect(cache.get('user')).toBeUndefined();
  });
});
