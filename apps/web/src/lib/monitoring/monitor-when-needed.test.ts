import { describe, expect, it, vi } from 'vitest';
import type { LogShipper } from './log-shipper';
import { monitorWhenNeeded } from './monitor-when-needed';

/** A window stand-in that keeps its listeners, and a monitoring module that records what it was asked to log. */
function setUp(load: 'loads' | 'fails' = 'loads') {
  const target = new EventTarget();
  const logged: string[] = [];
  const shipper = {} as LogShipper;
  const startMonitoring = vi.fn(() => shipper);
  const loader = vi.fn(() =>
    load === 'fails'
      ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
      : Promise.resolve({
          startMonitoring,
          logPageError: (_: LogShipper, event: ErrorEvent | PromiseRejectionEvent) => {
            logged.push('reason' in event ? `rejection: ${String(event.reason)}` : `error: ${event.message}`);
          },
        }),
  );
  monitorWhenNeeded(target as unknown as Window, loader);
  const fireError = (message: string) => target.dispatchEvent(Object.assign(new Event('error'), { message }));
  const fireRejection = (reason: string) =>
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }));
  return { loader, startMonitoring, logged, fireError, fireRejection };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('monitoring loaded when there is something to report', () => {
  it('loads nothing while the page has no error', async () => {
    const { loader, startMonitoring } = setUp();
    await settle();
    expect(loader).not.toHaveBeenCalled();
    expect(startMonitoring).not.toHaveBeenCalled();
  });

  it.each([
    ['an uncaught error', (page: ReturnType<typeof setUp>) => page.fireError('boom'), ['error: boom']],
    [
      'an unhandled rejection',
      (page: ReturnType<typeof setUp>) => page.fireRejection('no answer'),
      ['rejection: no answer'],
    ],
    [
      'two errors before the shipper arrived',
      (page: ReturnType<typeof setUp>) => {
        page.fireError('first');
        page.fireRejection('second');
      },
      ['error: first', 'rejection: second'],
    ],
  ])('starts monitoring once at %s and logs what was heard, in order', async (_, fire, expected) => {
    const page = setUp();
    fire(page);
    await settle();
    expect(page.loader).toHaveBeenCalledTimes(1);
    expect(page.startMonitoring).toHaveBeenCalledTimes(1);
    expect(page.logged).toEqual(expected);
  });

  it('hands later errors to the started monitoring, not to its own listeners', async () => {
    const page = setUp();
    page.fireError('first');
    await settle();
    page.fireError('later');
    await settle();
    // The started monitoring listens itself (start-monitoring.ts); the interim listener is gone.
    expect(page.logged).toEqual(['error: first']);
    expect(page.loader).toHaveBeenCalledTimes(1);
  });

  it('tries to load again at the next error when the shipper could not be fetched', async () => {
    const page = setUp('fails');
    page.fireError('offline');
    await settle();
    page.fireError('again');
    await settle();
    expect(page.loader).toHaveBeenCalledTimes(2);
  });
});
