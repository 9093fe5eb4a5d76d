import type { LogShipper } from './log-shipper';

interface MonitoringModule {
  startMonitoring(): LogShipper;
  logPageError(shipper: LogShipper, event: ErrorEvent | PromiseRejectionEvent): void;
}

/**
 * Browser monitoring that loads when there is something to report (decision 091): until the page's
 * first uncaught error or unhandled rejection, only these two listeners run, and the log shipper is
 * not fetched. The first such event loads it; it then logs the events heard so far and every later
 * one itself, as when it started with the page (product-rules#monitoring). Monitoring logs nothing
 * else, so a page without errors sends and loses nothing.
 */
export function monitorWhenNeeded(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  load: () => Promise<MonitoringModule>,
): void {
  const heard: (ErrorEvent | PromiseRejectionEvent)[] = [];
  const hear = (event: ErrorEvent | PromiseRejectionEvent) => {
    heard.push(event);
    if (heard.length > 1) return;
    load()
      .then(({ startMonitoring, logPageError }) => {
        target.removeEventListener('error', hear);
        target.removeEventListener('unhandledrejection', hear);
        const shipper = startMonitoring();
        for (const event of heard.splice(0)) logPageError(shipper, event);
      })
      // The shipper could not be fetched (offline, a deploy since): the next error tries again.
      .catch(() => {
        heard.length = 0;
      });
  };
  target.addEventListener('error', hear);
  target.addEventListener('unhandledrejection', hear);
}
