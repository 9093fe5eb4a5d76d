import { createHash } from 'node:crypto';
import {
  CardIssuerRefusedError,
  type CardIssuingProvider,
  type HolderIdentity,
  type IssuedCard,
} from './card-issuing-provider.js';
import { createLithicCall, lithicFind, type LithicHttpOptions } from './lithic-http.js';
import { createLithicLedgerReads } from './lithic-ledger-reads.js';
import { createLithicMoneyMovement } from './lithic-money-movement.js';

/**
 * The card issuer on Lithic's published API (decision 045; its webhooks are
 * lithic-webhooks.ts). We ran the identity checks ourselves, so the holder is
 * enrolled with the KYC_BYO workflow; the credit limit is the issuing
 * financial account's credit configuration; the card is PHYSICAL and created
 * PAUSED, so it authorises nothing until the cardholder activates it (OPEN),
 * and a lock pauses it again. A statement credit is a management operation
 * (MANAGEMENT_REWARD / CASH_BACK) whose token is our idempotency key.
 * The card account's ledger is read in lithic-ledger-reads.ts, money moves
 * in lithic-money-movement.ts, and the one HTTP call is lithic-http.ts
 * (decision 085); a limit change patches the credit configuration, and
 * closing closes the cards, then the account. A replacement (decision 106)
 * is a new card with `replacement_for`, and the card it replaces is closed.
 *
 * Every create is idempotent twice over: an Idempotency-Key header per
 * request, and a look-up by our reference first (the key is kept for a
 * limited time, the record for ever). A timeout, a 429 or a 5xx is
 * CardIssuerUnavailableError (the jobs retry); any other 4xx, or a field
 * Lithic requires that we do not have, is CardIssuerRefusedError.
 */
export interface LithicIssuerOptions extends LithicHttpOptions {
  now(): Date;
  /** Pages read at most per list (lithic-ledger-reads.ts). */
  maxPages?: number;
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
  /** Our reference on a replacement card (its look-up before a create). */
  memo?: string | null;
  exp_month?: string | null;
  exp_year?: string | null;
}

interface FinancialAccount {
  token: string;
  type: string;
}

/** A UUID made from our key (Lithic's management-operation token is a UUID): the same key, the same token. */
export function lithicTokenOf(key: string): string {
  const hex = createHash('sha256').update(`waypoint:${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Lithic's substatus for the card a replacement replaces: a stolen card's details are compromised. */
const lithicReplacementSubstatus = { lost: 'LOST', stolen: 'COMPROMISED', damaged: 'DAMAGED' } as const;

/** Lithic gives the expiry only to PCI-DSS compliant programs, and activation checks it (decision 045). */
function issuedCardOf(card: LithicCard): IssuedCard {
  const expMonth = Number(card.exp_month);
  const expYear = Number(card.exp_year);
  if (!Number.isInteger(expMonth) || !Number.isInteger(expYear) || expMonth < 1 || expYear < 2000)
    throw new CardIssuerRefusedError(
      `Lithic gave no expiry for card ${card.token} (exp_month/exp_year need PCI access)`,
    );
  return { cardId: card.token, lastFour: card.last_four, expMonth, expYear };
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
  const call = createLithicCall(options);

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

  async function setState(cardId: string, state: 'OPEN' | 'PAUSED' | 'CLOSED'): Promise<void> {
    await call('PATCH', `/v1/cards/${encodeURIComponent(cardId)}`, { body: { state } });
  }

  async function setCreditLimit(accountId: string, creditLimitCents: number): Promise<void> {
    const issuing = await issuingAccountOf(accountId);
    await call('PATCH', `/v1/financial_accounts/${encodeURIComponent(issuing.token)}/credit_configuration`, {
      body: { credit_limit: creditLimitCents },
    });
  }

  async function cardsOf(accountId: string): Promise<LithicCard[]> {
    const { data } = await call<{ data: LithicCard[] }>(
      'GET',
      `/v1/cards?account_token=${encodeURIComponent(accountId)}`,
    );
    return data;
  }

  /** A PHYSICAL card, paused until the cardholder activates it (product-rules#cards), sent to the holder's address. */
  async function createPhysicalCard(
    accountId: string,
    idempotencyKey: string,
    extra: Record<string, string>,
  ): Promise<LithicCard> {
    const account = encodeURIComponent(accountId);
    const { data: holders } = await call<{ data: AccountHolder[] }>(
      'GET',
      `/v1/account_holders?account_token=${account}`,
    );
    const individual = holders[0]?.individual;
    if (!individual?.address) throw new CardIssuerRefusedError(`Lithic has no address to ship ${accountId}'s card to`);
    return call<LithicCard>('POST', '/v1/cards', {
      idempotencyKey,
      body: {
        account_token: accountId,
        type: 'PHYSICAL',
        state: 'PAUSED',
        shipping_method: 'STANDARD',
        shipping_address: { first_name: individual.first_name, last_name: individual.last_name, ...individual.address },
        ...extra,
      },
    });
  }

  return {
    name: 'lithic',
    ...createLithicLedgerReads({ call, issuingAccountOf, maxPages: options.maxPages }),
    ...createLithicMoneyMovement({ call, issuingAccountOf, tokenOf: lithicTokenOf }),
    setCreditLimit,

    /**
     * Cards first, then the account (decision 085): a closed account takes no
     * card changes. Lithic keeps the financial account open, so the balance
     * owed stays payable. Each step is skipped when already done.
     */
    async closeAccount(accountId) {
      const account = encodeURIComponent(accountId);
      for (const card of (await cardsOf(accountId)).filter((candidate) => candidate.state !== 'CLOSED'))
        await setState(card.token, 'CLOSED');
      const current = await call<{ state: string }>('GET', `/v1/accounts/${account}`);
      if (current.state === 'CLOSED') return;
      await call('PATCH', `/v1/accounts/${account}`, { body: { state: 'CLOSED', substatus: 'END_USER_REQUEST' } });
    },

    async openAccount(request) {
      const holder = await enroll(request);
      if (holder.status !== 'ACCEPTED')
        throw new CardIssuerRefusedError(`Lithic did not accept the account holder (status ${holder.status})`);
      await setCreditLimit(holder.account_token, request.creditLimitCents);
      return { accountId: holder.account_token };
    },

    async issueCard({ accountId }): Promise<IssuedCard> {
      const cards = await cardsOf(accountId);
      const card =
        cards.find((candidate) => candidate.type === 'PHYSICAL' && candidate.state !== 'CLOSED') ??
        (await createPhysicalCard(accountId, `waypoint-card-${accountId}`, {}));
      return issuedCardOf(card);
    },

    /**
     * A new PHYSICAL card with `replacement_for` (Lithic's reissue keeps one
     * card token for both plastics; ours keeps a row per card), its reason as
     * Lithic's substatus, and our reference as its memo to find it again.
     */
    async issueReplacementCard(request): Promise<IssuedCard> {
      const made = (await cardsOf(request.accountId)).find((candidate) => candidate.memo === request.reference);
      const card =
        made ??
        (await createPhysicalCard(request.accountId, `waypoint-card-${request.reference}`, {
          replacement_for: request.replacesCardId,
          replacement_substatus: lithicReplacementSubstatus[request.reason],
          memo: request.reference,
        }));
      return issuedCardOf(card);
    },

    async closeCard(cardId) {
      const card = await call<LithicCard>('GET', `/v1/cards/${encodeURIComponent(cardId)}`);
      if (card.state !== 'CLOSED') await setState(cardId, 'CLOSED');
    },

    async activateCard(cardId) {
      await setState(cardId, 'OPEN');
    },

    async setCardLocked(cardId, locked) {
      await setState(cardId, locked ? 'PAUSED' : 'OPEN');
    },

    /**
     * Fails closed (decision 088): Lithic's API sets interest per credit
     * product and tier (an account's interest tier schedule picks a tier the
     * program set up with Lithic beforehand), and takes no APR for one account
     * nor a retroactive re-count of interest it charged. Until the program has
     * an SCRA tier, nothing is sent: the job stays failed for a person to apply
     * the cap with Lithic, and the account shows the cap as not yet applied.
     */
    async capInterestRate(request) {
      throw new CardIssuerRefusedError(
        `Lithic has no per-account rate cap: account ${request.accountId} needs the ${request.reason.toUpperCase()} cap ` +
          `(${request.aprBasisPoints} bps from ${request.effectiveFrom}) set up with Lithic by hand`,
      );
    },

    async creditAccount(request) {
      const token = lithicTokenOf(request.idempotencyKey);
      // Taken before: a retry after an answer we never read.
      if (await lithicFind(call, `/v1/management_operations/${token}`)) return;
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
