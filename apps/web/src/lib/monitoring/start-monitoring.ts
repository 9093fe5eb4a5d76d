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
  window.addEventListener('error', (event) => {
    const where = event.filename ? { source: event.filename, line: event.lineno, column: event.colno } : undefined;
    shipper.log('error', event.message || 'Script error', where);
  });
  window.addEventListener('unhandledrejection', (event) => shipper.log('error', describeReason(event.reason)));
  flushOnPageHide(shipper, window, document);
  running = shipper;
  return shipper;
}
