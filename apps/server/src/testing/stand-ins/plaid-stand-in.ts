import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { createSandboxPlaid } from '../../modules/bank-linking/sandbox-plaid/sandbox-plaid.js';

/**
 * Our local sandbox Plaid API (decision 011) on a loopback port of its own,
 * as a stand-in for Plaid's service (decision 039): a server started with
 * PLAID_CLIENT_ID, PLAID_SECRET and PLAID_API_URL=<url> treats it as the real
 * service (real Plaid Link on the web, `redirect_uri` in the link token). Like
 * Plaid it refuses a call without the right PLAID-CLIENT-ID and PLAID-SECRET
 * headers (INVALID_API_KEYS). Tests mint a public token with Plaid's
 * `/sandbox/public_token/create`, as a fake Link would hand one over.
 * docs/sandbox.md "Bank linking" lists its institutions and credentials.
 */
export const plaidStandInClientId = 'stand-in-plaid-client';
export const plaidStandInSecret = 'stand-in-plaid-secret';

export interface PlaidStandInRequest {
  path: string;
  /** The JSON body as sent (the keys travel in headers, never here). */
  body: Record<string, unknown>;
}

export interface PlaidStandIn {
  url: string;
  /** Every API call, in order: a test reads the link token's `redirect_uri` here. */
  requests: PlaidStandInRequest[];
  /** A public token for one sandbox institution, as Link's onSuccess would give it (`user_slow`: a late exchange). */
  createPublicToken(institutionId?: string, username?: string): Promise<string>;
  close(): Promise<void>;
}

export async function startPlaidStandIn(
  options: { clientId?: string; secret?: string; slowDelayMs?: number } = {},
): Promise<PlaidStandIn> {
  const clientId = options.clientId ?? plaidStandInClientId;
  const secret = options.secret ?? plaidStandInSecret;
  const sandbox = createSandboxPlaid({ slowDelayMs: options.slowDelayMs ?? 15_000 });
  const requests: PlaidStandInRequest[] = [];
  const app = Fastify({ logger: false, forceCloseConnections: true });

  app.addHook('preHandler', async (request, reply) => {
    const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
    requests.push({ path: request.url.split('?')[0] ?? '', body: { ...body } });
    if (request.headers['plaid-client-id'] === clientId && request.headers['plaid-secret'] === secret) return;
    const message = 'invalid client_id or secret provided';
    return reply.code(400).send({
      error_type: 'INVALID_INPUT',
      error_code: 'INVALID_API_KEYS',
      error_message: message,
      display_message: null,
      request_id: randomUUID(),
    });
  });
  await app.register(sandbox.plugin);
  const url = await app.listen({ host: '127.0.0.1', port: 0 });

  return {
    url,
    requests,
    createPublicToken: async (institutionId = 'ins_harbor', username) => {
      const response = await fetch(`${url}/sandbox/public_token/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'PLAID-CLIENT-ID': clientId, 'PLAID-SECRET': secret },
        body: JSON.stringify({
          institution_id: institutionId,
          initial_products: ['employment'],
          ...(username ? { options: { override_username: username } } : {}),
        }),
      });
      const answer = (await response.json()) as { public_token?: string; error_code?: string };
      if (!answer.public_token) throw new Error(`the Plaid stand-in refused: ${answer.error_code ?? response.status}`);
      return answer.public_token;
    },
    close: () => app.close(),
  };
}
