import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  sandboxAccountNumbers,
  sandboxAccounts,
  sandboxEmployerName,
  sandboxInstitutions,
  sandboxPassword,
  sandboxUsers,
  slowSandboxUser,
} from './sandbox-institutions.js';

/**
 * A local stand-in for the Plaid API, for development and tests (decision
 * 011). It implements only what bank linking uses, with Plaid's request and
 * response shapes, so the official SDK talks to it unchanged:
 *
 * - POST /link/token/create
 * - POST /item/public_token/exchange (a public token works once)
 * - POST /employment/verification/get
 * - POST /auth/get (the chosen account's numbers, or every account's for a
 *   token made without Link)
 * - POST /institutions/get_by_id (the bank's name)
 * - POST /sandbox/public_token/create (Plaid's own sandbox call: a public
 *   token without Link, for the stand-in's tests and the e2e's fake Link)
 *
 * and, in place of the Plaid Link UI, the two calls the web's Link-like
 * dialog makes (docs/sandbox.md "Bank linking"):
 *
 * - GET  /link/institutions
 * - POST /link/session/login    { linkToken, institutionId, username, password } -> { accounts } or { error }
 * - POST /link/session/complete { ..., accountId } -> { publicToken, institutionName, linkSessionId } or { error }
 *
 * State lives in memory: one sandbox per server process.
 */
export interface SandboxPlaidOptions {
  /** How late the exchange answers for `user_slow`; longer than the client's timeout. */
  slowDelayMs: number;
}

interface PublicTokenRecord {
  institutionId: string;
  username: string;
  used: boolean;
  /** The account chosen in the dialog; null for a token made without Link (all accounts). */
  accountId: string | null;
}

interface ItemRecord {
  itemId: string;
  institutionId: string;
  accountId: string | null;
}

function plaidError(reply: FastifyReply, status: number, type: string, code: string, message: string) {
  return reply.code(status).send({
    error_type: type,
    error_code: code,
    error_message: message,
    display_message: message,
    request_id: randomUUID(),
  });
}

/**
 * The dialog's calls stand in for Plaid Link's own UI, where a refused login
 * is something shown in the dialog (an ERROR event), not a failed request: they
 * answer 200 with `error` and the message to show.
 */
function linkError(reply: FastifyReply, code: string, message: string) {
  return reply.code(200).send({ error: { code, message } });
}

const loginBody = z.object({
  linkToken: z.string().min(1),
  institutionId: z.string().min(1),
  username: z.string(),
  password: z.string(),
});
const completeBody = loginBody.extend({ accountId: z.string().min(1) });

export function createSandboxPlaid(options: SandboxPlaidOptions) {
  const linkTokens = new Set<string>();
  const publicTokens = new Map<string, PublicTokenRecord>();
  const items = new Map<string, ItemRecord>();
  const pendingTimers = new Set<NodeJS.Timeout>();

  const delay = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        pendingTimers.delete(timer);
        resolve();
      }, ms);
      pendingTimers.add(timer);
    });

  /** Checks a Link login; returns the error to show in the dialog, or null. */
  function loginProblem(body: z.infer<typeof loginBody>): { code: string; message: string } | null {
    if (!linkTokens.has(body.linkToken)) return { code: 'INVALID_LINK_TOKEN', message: 'This link session expired.' };
    const institution = sandboxInstitutions.find((entry) => entry.id === body.institutionId);
    if (!institution) return { code: 'INVALID_INSTITUTION', message: 'This bank is not available.' };
    if (institution.failsWith) {
      return {
        code: institution.failsWith,
        message: `${institution.name} is not responding right now. Try another bank or upload a proof of income.`,
      };
    }
    if (!(sandboxUsers as readonly string[]).includes(body.username) || body.password !== sandboxPassword) {
      return { code: 'INVALID_CREDENTIALS', message: 'The username or password is not correct.' };
    }
    return null;
  }

  const plugin: FastifyPluginAsync = async (app) => {
    app.addHook('onClose', async () => {
      for (const timer of pendingTimers) clearTimeout(timer);
    });

    app.post('/link/token/create', async () => {
      const linkToken = `link-sandbox-${randomUUID()}`;
      linkTokens.add(linkToken);
      return {
        link_token: linkToken,
        expiration: new Date(Date.now() + 4 * 3600_000).toISOString(),
        request_id: randomUUID(),
      };
    });

    app.post('/item/public_token/exchange', async (request, reply) => {
      const body = z.object({ public_token: z.string() }).safeParse(request.body);
      const record = body.success ? publicTokens.get(body.data.public_token) : undefined;
      if (!record || record.used) {
        return plaidError(reply, 400, 'INVALID_INPUT', 'INVALID_PUBLIC_TOKEN', 'provided public token is invalid');
      }
      record.used = true;
      if (record.username === slowSandboxUser) await delay(options.slowDelayMs);
      const itemId = `item-sandbox-${randomUUID()}`;
      const accessToken = `access-sandbox-${randomUUID()}`;
      items.set(accessToken, { itemId, institutionId: record.institutionId, accountId: record.accountId });
      return { access_token: accessToken, item_id: itemId, request_id: randomUUID() };
    });

    app.post('/employment/verification/get', async (request, reply) => {
      const body = z.object({ access_token: z.string() }).safeParse(request.body);
      const item = body.success ? items.get(body.data.access_token) : undefined;
      if (!item) {
        return plaidError(reply, 400, 'INVALID_INPUT', 'INVALID_ACCESS_TOKEN', 'provided access token is invalid');
      }
      return {
        employments: [
          {
            status: 'EMPLOYMENT_STATUS_ACTIVE',
            start_date: '2023-04-01',
            end_date: null,
            employer: { name: sandboxEmployerName },
            title: 'Engineer',
            platform_ids: { employee_id: null, payroll_id: null, position_id: null },
          },
        ],
        request_id: randomUUID(),
      };
    });

    // Plaid's Auth shape: the item's depository accounts and their ACH numbers (Link's single account choice).
    app.post('/auth/get', async (request, reply) => {
      const body = z.object({ access_token: z.string() }).safeParse(request.body);
      const item = body.success ? items.get(body.data.access_token) : undefined;
      if (!item) {
        return plaidError(reply, 400, 'INVALID_INPUT', 'INVALID_ACCESS_TOKEN', 'provided access token is invalid');
      }
      const chosen = sandboxAccounts.filter((account) => item.accountId === null || account.id === item.accountId);
      return {
        accounts: chosen.map((account) => ({
          account_id: account.id,
          balances: { available: 1000, current: 1000, limit: null, iso_currency_code: 'USD' },
          mask: account.mask,
          name: account.name,
          official_name: null,
          type: 'depository',
          subtype: account.subtype,
        })),
        numbers: {
          ach: chosen.map((account) => ({
            account_id: account.id,
            account: sandboxAccountNumbers[account.id]?.account ?? '',
            routing: sandboxAccountNumbers[account.id]?.routing ?? '',
            wire_routing: null,
          })),
          eft: [],
          international: [],
          bacs: [],
        },
        item: { item_id: item.itemId, institution_id: item.institutionId },
        request_id: randomUUID(),
      };
    });

    app.post('/institutions/get_by_id', async (request, reply) => {
      const body = z.object({ institution_id: z.string() }).safeParse(request.body);
      const institution = body.success
        ? sandboxInstitutions.find((entry) => entry.id === body.data.institution_id)
        : undefined;
      if (!institution) {
        return plaidError(reply, 400, 'INVALID_INPUT', 'INVALID_INSTITUTION', 'invalid institution_id provided');
      }
      return {
        institution: {
          institution_id: institution.id,
          name: institution.name,
          products: ['auth', 'employment'],
          country_codes: ['US'],
        },
        request_id: randomUUID(),
      };
    });

    // Plaid's sandbox shape: institution_id, initial_products, options.override_username (user_slow: the time-out).
    app.post('/sandbox/public_token/create', async (request, reply) => {
      const body = z
        .object({
          institution_id: z.string(),
          initial_products: z.array(z.string()).optional(),
          options: z.object({ override_username: z.string().optional() }).optional(),
        })
        .safeParse(request.body);
      const institution = body.success
        ? sandboxInstitutions.find((entry) => entry.id === body.data.institution_id)
        : undefined;
      if (!body.success || !institution) {
        return plaidError(reply, 400, 'INVALID_INPUT', 'INVALID_INSTITUTION', 'invalid institution_id provided');
      }
      const username = body.data.options?.override_username ?? 'user_good';
      const publicToken = `public-sandbox-${randomUUID()}`;
      publicTokens.set(publicToken, { institutionId: institution.id, username, used: false, accountId: null });
      return { public_token: publicToken, request_id: randomUUID() };
    });

    app.get('/link/institutions', async () => ({
      institutions: sandboxInstitutions.map(({ id, name }) => ({ id, name })),
    }));

    app.post('/link/session/login', async (request, reply) => {
      const body = loginBody.safeParse(request.body);
      if (!body.success) return linkError(reply, 'INVALID_FIELD', 'The request is incomplete.');
      const problem = loginProblem(body.data);
      if (problem) return linkError(reply, problem.code, problem.message);
      return { accounts: sandboxAccounts };
    });

    app.post('/link/session/complete', async (request, reply) => {
      const body = completeBody.safeParse(request.body);
      if (!body.success) return linkError(reply, 'INVALID_FIELD', 'The request is incomplete.');
      const problem = loginProblem(body.data);
      if (problem) return linkError(reply, problem.code, problem.message);
      if (!sandboxAccounts.some((account) => account.id === body.data.accountId)) {
        return linkError(reply, 'INVALID_ACCOUNT_ID', 'Choose one of the accounts shown.');
      }
      const publicToken = `public-sandbox-${randomUUID()}`;
      publicTokens.set(publicToken, {
        institutionId: body.data.institutionId,
        username: body.data.username,
        used: false,
        accountId: body.data.accountId,
      });
      const institution = sandboxInstitutions.find((entry) => entry.id === body.data.institutionId);
      return { publicToken, institutionName: institution?.name ?? '', linkSessionId: randomUUID() };
    });
  };

  return { plugin };
}
