import type { FastifyInstance } from 'fastify';
import type { ProviderModes } from '../../config/provider-modes.js';

/** What the web needs to know about the providers before it talks to them (decision 038). */
export interface ClientSettings {
  /** Google's script with the public site key, or the sandbox's test token (docs/sandbox.md "reCAPTCHA"). */
  recaptcha: { mode: 'google'; siteKey: string } | { mode: 'sandbox' };
  /** Real Plaid Link, the local Link-like dialog, or no bank linking (the upload stays). */
  bankLinking: 'plaid' | 'sandbox' | 'unavailable';
}

export function clientSettingsFor(providers: ProviderModes, recaptchaSiteKey: string | undefined): ClientSettings {
  const { modes } = providers;
  return {
    recaptcha:
      modes.recaptcha === 'real' && recaptchaSiteKey
        ? { mode: 'google', siteKey: recaptchaSiteKey }
        : { mode: 'sandbox' },
    bankLinking: modes['bank-linking'] === 'real' ? 'plaid' : 'sandbox',
  };
}

/** GET /api/v1/client-settings: public and the same for everyone, so shared caches may keep it a minute. */
export async function clientSettingsRoutes(app: FastifyInstance, options: { settings: ClientSettings }): Promise<void> {
  const body = JSON.stringify(options.settings);
  app.get('/api/v1/client-settings', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    reply.type('application/json; charset=utf-8');
    return body;
  });
}
