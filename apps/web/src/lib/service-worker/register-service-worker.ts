/** What registration reads from the browser; tests pass a stand-in for `window`. */
export interface ServiceWorkerHost {
  isSecureContext: boolean;
  location: { protocol: string; hostname: string };
  navigator: { serviceWorker?: { register(url: string): Promise<unknown> } };
}

// The browser's own secure-context rule: loopback hosts count as secure over http.
const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export const serviceWorkerUrl = '/sw.js';

/** product-rules#service-worker: a service worker needs https or localhost. */
export function canRegisterServiceWorker(host: Pick<ServiceWorkerHost, 'isSecureContext' | 'location'>): boolean {
  const { protocol, hostname } = host.location;
  return host.isSecureContext && (protocol === 'https:' || loopbackHosts.has(hostname));
}

/**
 * Registers /sw.js (product-rules#service-worker) where the browser allows it; elsewhere logs the
 * error product-rules#service-worker asks for. Returns whether registration was attempted.
 */
export function registerServiceWorker(
  host: ServiceWorkerHost = window,
  logError: (message: string) => void = console.error,
): boolean {
  const serviceWorker = host.navigator.serviceWorker;
  if (!canRegisterServiceWorker(host)) {
    logError(
      `The service worker was not registered: it needs https or localhost, and this page is served from ${host.location.protocol}//${host.location.hostname}.`,
    );
    return false;
  }
  // A secure browser without service workers (some private modes) simply goes without offline support.
  if (!serviceWorker) return false;
  serviceWorker.register(serviceWorkerUrl).catch((error: unknown) => {
    logError(`The service worker failed to register: ${error instanceof Error ? error.message : String(error)}`);
  });
  return true;
}
