import { LogShipper } from './log-shipper';
import { browserLogTransport } from './log-transport';

let running: LogShipper | undefined;

function describeReason(reason: unknown): string {
  if (reason instanceof Error) return `${reason.name}: ${reason.message}`;
  return typeof reason === 'string' ? reason : 'Unhandled promise rejection';
}

/** Ships on page hide: the last chance to send what is queued (product-rules#monitoring: "flushed on page hide"). */
export function flushOnPageHide(shipper: LogShipper, win: EventTarget, doc: EventTarget & { visibilityState: string }) {
  doc.addEventListener('visibilitychange', () => {
    if (doc.visibilityState === 'hidden') shipper.flush({ unload: true });
  });
  win.addEventListener('pagehide', () => shipper.flush({ unload: true }));
}

/**
 * Starts browser monitoring once: uncaught errors and unhandled rejections are
 * logged with the page path. main.tsx imports this lazily after hydration, so
 * it costs the first page nothing.
 */
export function startMonitoring(): LogShipper {
  if (running) return running;
  const shipper = new LogShipper({ transport: browserLogTransport(), currentPath: () => window.location.pathname });
  window.addEventListener('error', (event) => logPageError(shipper, event));
  window.addEventListener('unhandledrejection', (event) => logPageError(shipper, event));
  flushOnPageHide(shipper, window, document);
  running = shipper;
  return shipper;
}

/** One uncaught error or unhandled rejection, as monitoring logs it (also those heard before it loaded). */
export function logPageError(shipper: LogShipper, event: ErrorEvent | PromiseRejectionEvent): void {
  if ('reason' in event) {
    shipper.log('error', describeReason(event.reason));
    return;
  }
  const where = event.filename ? { source: event.filename, line: event.lineno, column: event.colno } : undefined;
  shipper.log('error', event.message || 'Script error', where);
}
