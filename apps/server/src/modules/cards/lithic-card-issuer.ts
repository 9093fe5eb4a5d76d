import { createHash } from 'node:crypto';
import {
  CardIssuerRefusedError,
  CardIssuerUnavailableError,
  type CardIssuingProvider,
  type HolderIdentity,
  type IssuedCard,
} from './card-issuing-provider.js';

/**
 * The card issuer on Lithic's published API (decision 045; its webhooks are
 * lithic-webhooks.ts). We ran the identity checks ourselves, so the holder is
 * enrolled with the KYC_BYO workflow; the credit limit is the issuing
 * financial account's credit configuration; the card is PHYSICAL and created
 * PAUSED, so it authorises nothing until the cardholder activates it (OPEN),
 * and a lock pauses it again. A statement credit is a management operation
 * (MANAGEMENT_REWARD / CASH_BACK) whose token is our idempotency key.
 *
 * Every create is idempotent twice over: an Idempotency-Key header per
 * request, and a look-up by our reference first (the key is kept for a
 * limited time, the record for ever). A timeout, a 429 or a 5xx is
 * CardIssuerUnavailableError (the jobs retry); any other 4xx, or a field
 * Lithic requires that we do not have, is CardIssuerRefusedError.
 */
export interface LithicIssuerOptions {
  /** The API origin (CARD_ISSUER_URL). */
  url: string;
  apiKey: string;
  timeoutMs: number;
  now(): Date;
}

interface AccountHolder {
  token: string;
  account_token: string;
  status: string;
  individual?: {
    first_name?: string;
    last_name?: string;
    address?: { address1: string; city: string; state: string; postal_code: string; country: string };
  };
}

interface LithicCard {
  token: string;
  type: string;
  state: string;
  last_four: string;
  exp_month?: string | null;
  exp_year?: string | null;
}

interface FinancialAccount {
  token: string;
  type: string;
}

type Method = 'GET' | 'POST' | 'PATCH';

class NotFound extends Error {}

/** A UUID made from our key (Lithic's management-operation token is a UUID): the same key, the same token. */
export function lithicTokenOf(key: string): string {
  const hex = createHash('sha256').update(`waypoint:${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function missingForEnrollment(identity: HolderIdentity | undefined): string[] {
  return [
    identity?.dateOfBirth ? null : 'date of birth',
    identity?.phone ? null : 'phone number',
    identity?.address ? null : 'US address',
    identity?.ssn ? null : 'SSN',
  ].filter((field): field is string => field !== null);
}

export function createLithicCardIssuer(options: LithicIssuerOptions): CardIssuingProvider {
  async function call<T>(
    method: Method,
    path: string,
    request: { body?: unknown; idempotencyKey?: string; allowNotFound?: boolean } = {},
  ): Promise<T> {
    const where = `Lithic ${method} ${path.split('?')[0]}`;
    // A timer held for the call (not AbortSignal.timeout), so the limit cannot be collected before it fires.
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeoutMs);
    let status: number;
    let text: string;
    try {
      const response = await fetch(`${options.url}${path}`, {
        method,
        headers: {
          Authorization: options.apiKey,
          accept: 'application/json',
          ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(request.idempotencyKey ? { 'Idempotency-Key': request.idempotencyKey } : {}),
        },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: controller.signal,
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const why = controller.signal.aborted
        ? `no answer in ${options.timeoutMs} ms`
        : error instanceof Error
          ? error.message
          : String(error);
      throw new CardIssuerUnavailableError(`${where}: ${why}`);
    } finally {
      clearTimeout(timer);
    }
    if (status === 429 || status >= 500) throw new CardIssuerUnavailableError(`${where} answered ${status}`);
    if (status === 404 && request.allowNotFound) throw new NotFound(where);
    if (status >= 400) throw new CardIssuerRefusedError(`${where} refused (${status}): ${messageOf(text)}`, status);
    try {
      return (text === '' ? {} : JSON.parse(text)) as T;
    } catch {
      // A 2xx that is not JSON is a proxy's page, not Lithic's answer: try again later.
      throw new CardIssuerUnavailableError(`${where} answered ${status} without JSON`);
    }
  }

  async function issuingAccountOf(accountToken: string): Promise<FinancialAccount> {
    const query = `account_token=${encodeURIComponent(accountToken)}&type=ISSUING`;
    const { data } = await call<{ data: FinancialAccount[] }>('GET', `/v1/financial_accounts?${query}`);
    const account = data.find((candidate) => candidate.type === 'ISSUING');
    if (!account) throw new CardIssuerRefusedError(`Lithic has no ISSUING financial account for ${accountToken}`);
    return account;
  }

  async function enroll(request: Parameters<CardIssuingProvider['openAccount']>[0]): Promise<AccountHolder> {
    const query = `external_id=${encodeURIComponent(request.reference)}`;
    const { data } = await call<{ data: AccountHolder[] }>('GET', `/v1/account_holders?${query}`);
    const existing = data[0];
    if (existing) return existing;
    const { identity } = request.holder;
    const missing = missingForEnrollment(identity);
    if (missing.length > 0 || !identity?.address)
      throw new CardIssuerRefusedError(`Lithic's KYC_BYO enrollment needs the holder's ${missing.join(', ')}`);
    // Our checks passed when the application was approved, which is when this job was queued.
    const at = options.now().toISOString();
    return call<AccountHolder>('POST', '/v1/account_holders', {
      idempotencyKey: `waypoint-account-holder-${request.reference}`,
      body: {
        workflow: 'KYC_BYO',
        external_id: request.reference,
        kyc_passed_timestamp: at,
        tos_timestamp: at,
        individual: {
          first_name: request.holder.firstName,
          last_name: request.holder.lastName,
          email: request.holder.email,
          phone_number: identity.phone,
          dob: identity.dateOfBirth,
          government_id: identity.ssn,
          address: {
            address1: identity.address.street,
            city: identity.address.city,
            state: identity.address.state,
            postal_code: identity.address.postalCode,
            country: 'USA',
          },
        },
      },
    });
  }

  async function setState(cardId: string, state: 'OPEN' | 'PAUSED'): Promise<void> {
    await call('PATCH', `/v1/cards/${encodeURIComponent(cardId)}`, { body: { state } });
  }

  return {
    name: 'lithic',

    async openAccount(request) {
      const holder = await enroll(request);
      if (holder.status !== 'ACCEPTED')
        throw new CardIssuerRefusedError(`Lithic did not accept the account holder (status ${holder.status})`);
      const issuing = await issuingAccountOf(holder.account_token);
      await call('PATCH', `/v1/financial_accounts/${encodeURIComponent(issuing.token)}/credit_configuration`, {
        body: { credit_limit: request.creditLimitCents },
      });
      return { accountId: holder.account_token };
    },

    async issueCard({ accountId }): Promise<IssuedCard> {
      const account = encodeURIComponent(accountId);
      const { data: cards } = await call<{ data: LithicCard[] }>('GET', `/v1/cards?account_token=${account}`);
      let card = cards.find((candidate) => candidate.type === 'PHYSICAL' && candidate.state !== 'CLOSED');
      if (!card) {
        const { data: holders } = await call<{ data: AccountHolder[] }>(
          'GET',
          `/v1/account_holders?account_token=${account}`,
        );
        const individual = holders[0]?.individual;
        if (!individual?.address)
          throw new CardIssuerRefusedError(`Lithic has no address to ship ${accountId}'s card to`);
        card = await call<LithicCard>('POST', '/v1/cards', {
          idempotencyKey: `waypoint-card-${accountId}`,
          body: {
            account_token: accountId,
            type: 'PHYSICAL',
            // Paused until the cardholder activates it from their account (product-rules#cards).
            state: 'PAUSED',
            shipping_method: 'STANDARD',
            shipping_address: {
              first_name: individual.first_name,
              last_name: individual.last_name,
              ...individual.address,
            },
          },
        });
      }
      const expMonth = Number(card.exp_month);
      const expYear = Number(card.exp_year);
      // Lithic gives the expiry only to PCI-DSS compliant programs, and activation checks it (decision 045).
      if (!Number.isInteger(expMonth) || !Number.isInteger(expYear) || expMonth < 1 || expYear < 2000)
        throw new CardIssuerRefusedError(
          `Lithic gave no expiry for card ${card.token} (exp_month/exp_year need PCI access)`,
        );
      return { cardId: card.token, lastFour: card.last_four, expMonth, expYear };
    },

    async activateCard(cardId) {
      await setState(cardId, 'OPEN');
    },

    async setCardLocked(cardId, locked) {
      await setState(cardId, locked ? 'PAUSED' : 'OPEN');
    },

    async creditAccount(request) {
      const token = lithicTokenOf(request.idempotencyKey);
      try {
        await call('GET', `/v1/management_operations/${token}`, { allowNotFound: true });
        return; // Taken before: a retry after an answer we never read.
      } catch (error) {
        if (!(error instanceof NotFound)) throw error;
      }
      const issuing = await issuingAccountOf(request.accountId);
      await call('POST', '/v1/management_operations', {
        idempotencyKey: token,
        body: {
          token,
          financial_account_token: issuing.token,
          category: 'MANAGEMENT_REWARD',
          event_type: 'CASH_BACK',
          direction: 'CREDIT',
          amount: request.amountCents,
          effective_date: options.now().toISOString().slice(0, 10),
          memo: request.description,
          user_defined_id: request.idempotencyKey,
        },
      });
    },
  };
}

/** Lithic's error body is `{ message, debugging_request_id }`; anything else is shown cut short. */
function messageOf(text: string): string {
  try {
    const body = JSON.parse(text) as { message?: unknown; debugging_request_id?: unknown };
    if (typeof body.message === 'string')
      return typeof body.debugging_request_id === 'string'
        ? `${body.message} (request ${body.debugging_request_id})`
        : body.message;
  } catch {
    // Not JSON: fall through.
  }
  return text.slice(0, 200);
}
