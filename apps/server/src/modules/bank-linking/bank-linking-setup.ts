import Fastify, { type FastifyInstance } from 'fastify';
import { plaidOAuthReturnPath } from '@waypoint/domain/bank-linking/plaid-oauth-return';
import type { AppConfig } from '../../config/config.js';
import { instrumentMethods } from '../../platform/metrics/provider-calls.js';
import { createPlaidClient, plaidBasePath, plaidCallNames, type PlaidCalls } from './plaid-client.js';
import { createSandboxPlaid } from './sandbox-plaid/sandbox-plaid.js';

/** Where the web's Link-like dialog reaches the local sandbox, on the app's own address. */
export const sandboxPlaidPrefix = '/sandbox/plaid';

export interface BankLinkingSetup {
  plaid: PlaidCalls | null;
  /** The link token's `redirect_uri`: the real service only (decision 039). */
  oauthRedirectUri: string | null;
}

/**
 * The Plaid client from config (decisions 011 and 039). With PLAID_CLIENT_ID
 * and PLAID_SECRET it is the real service at PLAID_ENV's host, or at
 * PLAID_API_URL (a stand-in), and the web opens Plaid's own Link, whose OAuth
 * banks return to PUBLIC_URL + plaidOAuthReturnPath. Otherwise, outside
 * production, the local sandbox: its API listens on its own loopback port
 * (the SDK speaks HTTP to it), and the same sandbox is mounted on the app
 * under /sandbox/plaid for the web dialog (in production only when
 * SANDBOX_PROVIDERS names bank-linking); otherwise bank linking is
 * unavailable (the upload stays).
 */
export async function setUpBankLinking(app: FastifyInstance, config: AppConfig): Promise<BankLinkingSetup> {
  const { plaid: settings } = config;
  // config.providers made the choice (decision 038); the keys are read again only for their types.
  if (config.providers.modes['bank-linking'] === 'real' && settings.clientId && settings.secret) {
    const client = createPlaidClient({
      basePath: settings.apiUrl ?? plaidBasePath(settings.environment),
      clientId: settings.clientId,
      secret: settings.secret,
      timeoutMs: settings.timeoutMs,
    });
    return {
      // Each call to Plaid is counted and timed (/metrics, docs/operations.md "Metrics and alerts").
      plaid: instrumentMethods('bank-linking', client, [...plaidCallNames]),
      oauthRedirectUri: `${config.publicUrl}${plaidOAuthReturnPath}`,
    };
  }
  // A production server runs the sandbox only when SANDBOX_PROVIDERS names it (config.ts refuses the rest).
  if (config.appEnv === 'production' && !config.providers.optedIn.includes('bank-linking'))
    return { plaid: null, oauthRedirectUri: null };
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
    oauthRedirectUri: null,
  };
}
