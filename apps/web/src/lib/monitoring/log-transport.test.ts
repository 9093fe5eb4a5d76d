import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLogTransport } from './log-transport';

const body = '{"entries":[]}';

function stubBrowser(sendBeacon: ((url: string, data: Blob) => boolean) | undefined, status = 204) {
  const fetchSpy = vi.fn(async () => new Response(null, { status }));
  vi.stubGlobal('navigator', sendBeacon ? { sendBeacon: vi.fn(sendBeacon) } : {});
  vi.stubGlobal('fetch', fetchSpy);
  return fetchSpy;
}

afterEach(() => vi.unstubAllGlobals());

describe('browserLogTransport', () => {
  it('posts JSON to /api/v1/logs while the page stays', async () => {
    const fetchSpy = stubBrowser(() => true);
    await browserLogTransport()(body, { unload: false });
    expect(fetchSpy).toHaveBeenCalledWith(
      '/api/v1/logs',
      expect.objectContaining({ method: 'POST', body, keepalive: false }),
    );
  });

  it.each([
    ['a beacon is queued: no fetch', () => true, 0],
    ['a refused beacon falls back to a keepalive fetch', () => false, 1],
    [
      'a throwing beacon falls back to a keepalive fetch',
      () => {
        throw new TypeError('not allowed');
      },
      1,
    ],
    ['no beacon at all: a keepalive fetch', undefined, 1],
  ])('on page hide, %s', async (_rule, beacon, fetches) => {
    const fetchSpy = stubBrowser(beacon);
    await browserLogTransport()(body, { unload: true });
    expect(fetchSpy).toHaveBeenCalledTimes(fetches);
    if (fetches) expect(fetchSpy).toHaveBeenCalledWith('/api/v1/logs', expect.objectContaining({ keepalive: true }));
  });

  it('rejects when the intake refuses, so the shipper counts the batch as failed', async () => {
    stubBrowser(undefined, 429);
    await expect(browserLogTransport()(body, { unload: false })).rejects.toThrow('429');
  });
});
