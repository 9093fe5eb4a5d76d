import path from 'node:path';
import { createTestApp, type TestApp } from '../apps/server/src/testing/test-app.js';

/**
 * A server of a spec's own, built in this process and listening on `port`
 * (loopback only), so the spec and the server share its database: the staff
 * CLI's code path, the test kits and the jobs reach it directly. It serves
 * the web build the run uses (E2E_WEB_DIST_DIR) and `env` adds settings.
 */
export async function startInProcessServer(port: number, env: Record<string, string> = {}): Promise<TestApp> {
  const server = await createTestApp({
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    RATE_LIMIT_IP_SCALE: '50',
    WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR ?? path.resolve('apps/web/dist'),
    // The sandbox issuer's payments post and test amounts come back in seconds; statements close only on demand.
    CARD_SANDBOX_SETTLE_AFTER_MS: '3000',
    CARD_SANDBOX_RETURN_AFTER_MS: '3000',
    CARD_SANDBOX_CYCLE_MS: '0',
    ...env,
  });
  await server.app.listen({ port, host: '127.0.0.1' });
  return server;
}
