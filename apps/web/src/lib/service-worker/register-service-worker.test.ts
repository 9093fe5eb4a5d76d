import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, type ServiceWorkerHost } from './register-service-worker';

function host(url: string, isSecureContext: boolean) {
  const { protocol, hostname } = new URL(url);
  const register = vi.fn(async () => ({}));
  const stand: ServiceWorkerHost = {
    isSecureContext,
    location: { protocol, hostname },
    navigator: { serviceWorker: { register } },
  };
  return { stand, register };
}

// product-rules#service-worker: the service worker needs https or localhost, otherwise an error is logged.
const rows: [rule: string, url: string, secure: boolean, registers: boolean][] = [
  ['https registers', 'https://waypoint.example/', true, true],
  ['http://localhost registers', 'http://localhost:3000/', true, true],
  ['http://127.0.0.1 registers', 'http://127.0.0.1:3000/', true, true],
  ['http://[::1] registers', 'http://[::1]:3000/', true, true],
  ['plain http elsewhere logs the error', 'http://example.test/', false, false],
  ['an insecure context is refused even on https', 'https://framed.example/', false, false],
];

describe('registerServiceWorker', () => {
  it.each(rows)('%s', (_rule, url, secure, registers) => {
    const { stand, register } = host(url, secure);
    const logError = vi.fn();
    expect(registerServiceWorker(stand, logError)).toBe(registers);
    if (registers) {
      expect(register).toHaveBeenCalledWith('/sw.js');
      expect(logError).not.toHaveBeenCalled();
    } else {
      expect(register).not.toHaveBeenCalled();
      expect(logError).toHaveBeenCalledWith(expect.stringContaining('needs https or localhost'));
    }
  });

  it('logs a failed registration instead of throwing', async () => {
    const { stand, register } = host('https://waypoint.example/', true);
    register.mockRejectedValueOnce(new Error('bad script'));
    const logError = vi.fn();
    registerServiceWorker(stand, logError);
    await vi.waitFor(() => expect(logError).toHaveBeenCalledWith(expect.stringContaining('bad script')));
  });
});
