import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { utf8Bytes } from './log-entry-clip';
import { LogShipper, type LogShipperOptions } from './log-shipper';
import { flushOnPageHide } from './start-monitoring';

interface Sent {
  entries: { level: string; message: string; path?: string; context?: Record<string, unknown> }[];
}

let batches: { body: string; unload: boolean }[];
const sent = () => batches.map(({ body }) => JSON.parse(body) as Sent);

function shipper(options: Partial<LogShipperOptions> = {}) {
  return new LogShipper({
    transport: async (body, { unload }) => void batches.push({ body, unload }),
    now: () => Date.now(),
    random: () => 0.5,
    currentPath: () => '/rewards',
    ...options,
  });
}

/** An entry whose serialized form is exactly `bytes` long, at the fixed time the fake clock gives. */
function sizedMessage(bytes: number): string {
  const overhead = utf8Bytes(
    JSON.stringify({ level: 'info', message: '', occurredAt: new Date().toISOString(), path: '/rewards' }),
  );
  // '€' is 3 bytes in UTF-8: big entries within the intake's 2000-character message limit.
  const rest = bytes - overhead;
  return '€'.repeat(Math.floor(rest / 3)) + 'x'.repeat(rest % 3);
}

beforeEach(() => {
  batches = [];
  vi.useFakeTimers({ now: new Date('2025-03-01T10:00:00.000Z') });
});
afterEach(() => vi.useRealTimers());

describe('LogShipper batching (product-rules#monitoring: 50 messages or 16384 bytes, every 30 s)', () => {
  it.each([
    ['49 messages wait for the timer', 49, 0],
    ['the 50th message sends the batch at once', 50, 1],
    ['the 51st starts the next batch', 51, 1],
    ['100 messages are two full batches', 100, 2],
  ])('%s', (_rule, count, expectedBatches) => {
    const logs = shipper();
    for (let index = 0; index < count; index += 1) logs.log('info', `message ${index}`);
    expect(batches).toHaveLength(expectedBatches);
    expect(sent().every((batch) => batch.entries.length === 50)).toBe(true);
  });

  // Batch body: {"entries":[A,B,C,D]} = 14 bytes of shell + the entries + 3 commas.
  const lastToFill = 16_384 - 14 - 3 * 4_000 - 3;
  it.each([
    ['a batch of exactly 16384 bytes waits for the timer', lastToFill, 0],
    ['one byte more sends the first three entries at once', lastToFill + 1, 1],
  ])('%s', (_rule, lastBytes, expectedBatches) => {
    const logs = shipper();
    for (let index = 0; index < 3; index += 1) logs.log('info', sizedMessage(4_000));
    logs.log('info', sizedMessage(lastBytes));
    expect(batches).toHaveLength(expectedBatches);
    vi.advanceTimersByTime(30_000);
    expect(batches.map(({ body }) => utf8Bytes(body))).toEqual(
      expectedBatches === 0 ? [16_384] : [14 + 3 * 4_000 + 2, 14 + lastBytes],
    );
  });

  it('counts bytes as UTF-8, not characters', () => {
    const logs = shipper();
    logs.log('info', 'é'.repeat(1_990));
    for (let index = 0; index < 4; index += 1) logs.log('info', '€'.repeat(1_990));
    expect(batches).toHaveLength(1);
    expect(utf8Bytes(batches[0]?.body ?? '')).toBeLessThanOrEqual(16_384);
  });

  it('sends what is queued every 30 s, and nothing when the queue is empty', () => {
    const logs = shipper();
    logs.log('warn', 'slow step');
    vi.advanceTimersByTime(29_999);
    expect(batches).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(sent()).toEqual([{ entries: [expect.objectContaining({ level: 'warn', message: 'slow step' })] }]);
    vi.advanceTimersByTime(60_000);
    expect(batches).toHaveLength(1);
  });

  it.each(['visibilitychange', 'pagehide'])('sends on page hide (%s) as an unload', (eventName) => {
    const logs = shipper();
    const win = new EventTarget();
    const doc = Object.assign(new EventTarget(), { visibilityState: 'hidden' });
    flushOnPageHide(logs, win, doc);
    logs.log('info', 'leaving');
    (eventName === 'pagehide' ? win : doc).dispatchEvent(new Event(eventName));
    expect(batches).toEqual([{ body: expect.stringContaining('leaving'), unload: true }]);
  });
});

describe('LogShipper filtering', () => {
  it.each([
    ['debug', 0],
    ['info', 1],
    ['warn', 1],
    ['error', 1],
  ] as const)('at the product-rules#monitoring info level, %s entries ship: %i', (level, expected) => {
    const logs = shipper();
    logs.log(level, 'entry');
    logs.flush();
    expect(sent().flatMap((batch) => batch.entries)).toHaveLength(expected);
  });

  it.each([
    ['0% ships nothing', 0, 0, 0],
    ['100% ships everything', 100, 0.999, 3],
    ['50% ships a session drawn under it', 50, 0.49, 3],
    ['50% drops a session drawn over it', 50, 0.5, 0],
  ])('sampling: %s', (_rule, sampleRatePercent, draw, expected) => {
    const logs = shipper({ sampleRatePercent, random: () => draw });
    for (const message of ['a', 'b', 'c']) logs.log('error', message);
    logs.flush();
    expect(sent().flatMap((batch) => batch.entries)).toHaveLength(expected);
  });

  it('refuses a sample rate outside 0-100 at start', () => {
    expect(() => shipper({ sampleRatePercent: 101 })).toThrow('got 101');
  });
});

describe('LogShipper error cap (product-rules#monitoring: at most 3000 errors a minute)', () => {
  it('drops errors past 3000 in a minute and reports the count once when the minute rolls', () => {
    const logs = shipper();
    for (let index = 0; index < 3_005; index += 1) logs.log('error', `e${index}`);
    logs.log('info', 'info still ships');
    vi.advanceTimersByTime(30_000);
    const beforeRoll = sent().flatMap((batch) => batch.entries);
    expect(beforeRoll.filter((entry) => entry.level === 'error')).toHaveLength(3_000);
    expect(beforeRoll.at(-1)?.message).toBe('info still ships');
    vi.advanceTimersByTime(30_000);
    const reports = sent()
      .flatMap((batch) => batch.entries)
      .filter((entry) => entry.message.includes('dropped'));
    expect(reports).toEqual([expect.objectContaining({ level: 'warn', message: '5 errors dropped' })]);
    logs.log('error', 'a new minute');
    logs.flush();
    expect(sent().at(-1)?.entries).toEqual([expect.objectContaining({ message: 'a new minute' })]);
  });
});

describe('LogShipper robustness', () => {
  it('clips a very long message so the entry still ships', () => {
    const logs = shipper();
    logs.log('error', 'y'.repeat(100_000));
    logs.log('info', 'next');
    logs.flush();
    const [long, next] = sent()[0]?.entries ?? [];
    expect(long?.message).toHaveLength(2_000);
    expect(long?.message.endsWith('[truncated]')).toBe(true);
    expect(next?.message).toBe('next');
  });

  it('truncates an entry larger than a whole batch to fit, without blocking the queue', () => {
    const logs = shipper({ maxBatchBytes: 400 });
    logs.log('info', 'z'.repeat(1_000), { detail: 'd'.repeat(300) });
    logs.log('info', 'after');
    logs.flush();
    expect(batches.every(({ body }) => utf8Bytes(body) <= 400)).toBe(true);
    const entries = sent().flatMap((batch) => batch.entries);
    expect(entries[0]?.context).toBeUndefined();
    expect(entries[0]?.message.endsWith('[truncated]')).toBe(true);
    expect(entries[1]?.message).toBe('after');
  });

  it.each([
    ['a rejected send', async () => Promise.reject(new Error('offline'))],
    [
      'a throwing transport',
      () => {
        throw new Error('boom');
      },
    ],
  ])('survives %s without throwing, retrying or logging itself', async (_rule, transport) => {
    const spy = vi.fn(transport);
    const logs = shipper({ transport: spy });
    logs.log('error', 'first');
    expect(() => logs.flush()).not.toThrow();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(logs.failedBatches).toBe(1);
  });
});
