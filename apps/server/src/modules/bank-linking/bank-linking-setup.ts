import Fastify, { type FastifyInstance } from 'fastify';
import type { PlaidApi } from 'plaid';
import type { AppConfig } from '../../config/config.js';
import { createPlaidClient, plaidBasePath } from './plaid-client.js';
import { createSandboxPlaid } from './sandbox-plaid/sandbox-plaid.js';

/** Where the web's Link-like dialog reaches the local sandbox, on the app's own address. */
export const sandboxPlaidPrefix = '/sandbox/plaid';

/**
 * The Plaid client from config (decision 011). With PLAID_CLIENT_ID and
 * PLAID_SECRET it is the real service at PLAID_ENV. Otherwise, outside
 * production, the local sandbox: its API listens on its own loopback port
 * (the SDK speaks HTTP to it), and the same sandbox is mounted on the app
 * under /sandbox/plaid for the web dialog. In production without keys,
 * bank linking is unavailable (the upload stays).
 */
export async function setUpBankLinking(app: FastifyInstance, config: AppConfig): Promise<{ plaid: PlaidApi | null }> {
  const { plaid: settings } = config;
  if (settings.clientId && settings.secret) {
    return {
      plaid: createPlaidClient({
        basePath: plaidBasePath(settings.environment),
        clientId: settings.clientId,
        secret: settings.secret,
        timeoutMs: settings.timeoutMs,
      }),
    };
  }
  if (config.appEnv === 'production') return { plaid: null };
  const sandbox = createSandboxPlaid({ slowDelayMs: settings.timeoutMs + 1000 });
  const listener = Fastify({ logger: false, forceCloseConnections: true });
  await listener.register(sandbox.plugin);
  const address = await listener.listen({ host: '127.0.0.1', port: 0 });
  app.addHook('onClose', async () => listener.close());
  await app.register(sandbox.plugin, { prefix: sandboxPlaidPrefix });
  return {
    plaid: createPlaidClient({
      basePath: address,
      clientId: 'local-sandbox',
      secret: 'local-sandbox',
      timeoutMs: settings.timeoutMs,
    }),
  };
}
