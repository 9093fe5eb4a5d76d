import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  lithicStandInApiKey,
  startLithicStandIn,
  type LithicFault,
  type LithicStandIn,
} from '../../testing/stand-ins/lithic-stand-in.js';
import {
  CardIssuerRefusedError,
  CardIssuerUnavailableError,
  type CardIssuingProvider,
  type HolderIdentity,
} from './card-issuing-provider.js';
import { createLithicCardIssuer, lithicTokenOf } from './lithic-card-issuer.js';

/** Contract tests (decision 045): the Lithic adapter against a stand-in that answers as Lithic's API does. */
let standIn: LithicStandIn;
let issuer: CardIssuingProvider;
let references = 0;

const identity: HolderIdentity = {
  dateOfBirth: '1990-04-12',
  phone: '+15555550123',
  ssn: '123456789',
  address: { street: '1 Main St', city: 'Springfield', state: 'IL', postalCode: '62701' },
};

function holder(overrides: Partial<HolderIdentity> = {}) {
  return { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', identity: { ...identity, ...overrides } };
}

function adapter(apiKey = lithicStandInApiKey, timeoutMs = 2_000) {
  return createLithicCardIssuer({ url: standIn.url, apiKey, timeoutMs, now: () => new Date() });
}

async function openedAccount() {
  references += 1;
  return issuer.openAccount({ reference: `app-${references}`, creditLimitCents: 250_000, holder: holder() });
}

beforeAll(async () => {
  standIn = await startLithicStandIn();
  issuer = adapter();
});
afterAll(async () => {
  await standIn.close();
});

describe('opening the account', () => {
  it('enrolls the holder with KYC_BYO and sets the credit limit, once per reference', async () => {
    const first = await issuer.openAccount({ reference: 'app-same', creditLimitCents: 320_000, holder: holder() });
    const again = await issuer.openAccount({ reference: 'app-same', creditLimitCents: 320_000, holder: holder() });
    expect(again.accountId).toBe(first.accountId);
    const enrolled = [...standIn.holders.values()].filter((entry) => entry.external_id === 'app-same');
    expect(enrolled).toHaveLength(1);
    expect(enrolled[0]?.individual).toMatchObject({
      first_name: 'Ada',
      phone_number: '+15555550123',
      dob: '1990-04-12',
      address: { address1: '1 Main St', state: 'IL', postal_code: '62701', country: 'USA' },
    });
    expect([...standIn.creditLimits.values()]).toContain(320_000);
    const post = standIn.requests.find(
      (request) => request.method === 'POST' && request.body?.external_id === 'app-same',
    );
    expect(post?.headers['idempotency-key']).toBe('waypoint-account-holder-app-same');
    expect(post?.headers.authorization).toBe(lithicStandInApiKey);
  });

  it.each([
    ['no phone number', { phone: null }, 'phone number'],
    ['no SSN (admitted without one)', { ssn: null }, 'SSN'],
    ['no date of birth', { dateOfBirth: null }, 'date of birth'],
    ['no address', { address: null }, 'US address'],
  ])('refuses to enroll a holder with %s, sending nothing', async (_case, overrides, named) => {
    const before = standIn.requests.filter((request) => request.method === 'POST').length;
    const attempt = issuer.openAccount({
      reference: `app-missing-${named}`,
      creditLimitCents: 1,
      holder: holder(overrides),
    });
    await expect(attempt).rejects.toThrow(CardIssuerRefusedError);
    await expect(attempt).rejects.toThrow(named);
    expect(standIn.requests.filter((request) => request.method === 'POST').length).toBe(before);
  });
});

describe('the card', () => {
  it('is PHYSICAL, created PAUSED with the holder as addressee, and issued once per account', async () => {
    const { accountId } = await openedAccount();
    const card = await issuer.issueCard({ accountId });
    const again = await issuer.issueCard({ accountId });
    expect(again).toEqual(card);
    expect(card.lastFour).toMatch(/^\d{4}$/);
    expect(card.expYear).toBe(new Date().getUTCFullYear() + 4);
    expect(standIn.cards.get(card.cardId)).toMatchObject({ type: 'PHYSICAL', state: 'PAUSED' });
    const create = standIn.requests.find(
      (request) => request.method === 'POST' && request.body?.account_token === accountId,
    );
    expect(create?.body?.shipping_address).toMatchObject({ first_name: 'Ada', address1: '1 Main St' });
    expect(create?.headers['idempotency-key']).toBe(`waypoint-card-${accountId}`);
  });

  it.each([
    ['activating opens the paused card', 'PAUSED', async (cardId: string) => issuer.activateCard(cardId), 'OPEN'],
    ['locking pauses an open card', 'OPEN', async (cardId: string) => issuer.setCardLocked(cardId, true), 'PAUSED'],
    ['unlocking opens a paused card', 'PAUSED', async (cardId: string) => issuer.setCardLocked(cardId, false), 'OPEN'],
  ])('%s', async (_case, from, act, to) => {
    const { accountId } = await openedAccount();
    const { cardId } = await issuer.issueCard({ accountId });
    if (from === 'OPEN') await issuer.activateCard(cardId);
    expect(standIn.cards.get(cardId)?.state).toBe(from);
    await act(cardId);
    expect(standIn.cards.get(cardId)?.state).toBe(to);
  });
});

describe('a replacement card (docs/product-rules.md#card-replacement)', () => {
  it.each([
    ['lost', 'LOST'],
    ['stolen', 'COMPROMISED'],
    ['damaged', 'DAMAGED'],
  ] as const)(
    '%s: a new PAUSED PHYSICAL card replacing the old one (%s), made once per reference',
    async (reason, substatus) => {
      const { accountId } = await openedAccount();
      const first = await issuer.issueCard({ accountId });
      const request = { accountId, replacesCardId: first.cardId, reason, reference: `replacement-${accountId}` };
      const made = await issuer.issueReplacementCard(request);
      standIn.forgetIdempotencyKeys();
      // Found again by its memo once Lithic has forgotten the key.
      expect(await issuer.issueReplacementCard(request)).toEqual(made);
      expect(made.cardId).not.toBe(first.cardId);
      expect(standIn.cards.get(made.cardId)).toMatchObject({
        type: 'PHYSICAL',
        state: 'PAUSED',
        replacement_for: first.cardId,
        replacement_substatus: substatus,
        memo: request.reference,
      });
      const creates = standIn.requests.filter(
        (entry) => entry.method === 'POST' && entry.body?.memo === request.reference,
      );
      expect(creates).toHaveLength(1);
      expect(creates[0]?.body?.shipping_address).toMatchObject({ first_name: 'Ada', address1: '1 Main St' });
    },
  );

  it('closing a card closes it once; a closed card is left as it is', async () => {
    const { accountId } = await openedAccount();
    const { cardId } = await issuer.issueCard({ accountId });
    await issuer.closeCard(cardId);
    await issuer.closeCard(cardId);
    expect(standIn.cards.get(cardId)?.state).toBe('CLOSED');
    const patches = standIn.requests.filter(
      (entry) => entry.method === 'PATCH' && entry.path === `/v1/cards/${cardId}`,
    );
    expect(patches).toHaveLength(1);
  });
});

describe('a statement credit', () => {
  it('is one CASH_BACK management operation per idempotency key', async () => {
    const { accountId } = await openedAccount();
    const credit = {
      accountId,
      amountCents: 1_500,
      idempotencyKey: 'redeem-0001',
      description: 'Cash-back redemption',
    };
    await issuer.creditAccount(credit);
    await issuer.creditAccount(credit);
    const operation = standIn.managementOperations.get(lithicTokenOf('redeem-0001'));
    expect(operation).toMatchObject({ category: 'MANAGEMENT_REWARD', direction: 'CREDIT', settled_amount: 1_500 });
    const posts = standIn.requests.filter((request) => request.path === '/v1/management_operations');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toMatchObject({ event_type: 'CASH_BACK', user_defined_id: 'redeem-0001' });
  });
});

describe('an SCRA rate cap (decision 088)', () => {
  it('fails closed: refused, naming the account and the cap, with nothing sent to Lithic', async () => {
    const { accountId } = await openedAccount();
    const before = standIn.requests.length;
    const attempt = issuer.capInterestRate({
      accountId,
      aprBasisPoints: 600,
      effectiveFrom: '2026-10-01',
      reason: 'scra',
    });
    await expect(attempt).rejects.toThrow(CardIssuerRefusedError);
    await expect(attempt).rejects.toThrow(`account ${accountId} needs the SCRA cap (600 bps from 2026-10-01)`);
    expect(standIn.requests.length).toBe(before);
  });
});

describe('failures: retried when Lithic is unavailable, refused otherwise', () => {
  const faults: [
    string,
    string,
    RegExp,
    LithicFault,
    typeof CardIssuerRefusedError | typeof CardIssuerUnavailableError,
  ][] = [
    [
      'a 404 (unknown card)',
      'PATCH',
      /^\/v1\/cards\//,
      { status: 404, message: 'Card not found' },
      CardIssuerRefusedError,
    ],
    ['a 409 (key reused)', 'PATCH', /^\/v1\/cards\//, { status: 409 }, CardIssuerRefusedError],
    ['a 422 (closed card)', 'PATCH', /^\/v1\/cards\//, { status: 422 }, CardIssuerRefusedError],
    ['a 429 (rate limited)', 'PATCH', /^\/v1\/cards\//, { status: 429 }, CardIssuerUnavailableError],
    ['a 500', 'PATCH', /^\/v1\/cards\//, { status: 500 }, CardIssuerUnavailableError],
    ['a 503', 'PATCH', /^\/v1\/cards\//, { status: 503 }, CardIssuerUnavailableError],
  ];

  it.each(faults)('%s on activation', async (_case, method, path, fault, expected) => {
    const { accountId } = await openedAccount();
    const { cardId } = await issuer.issueCard({ accountId });
    standIn.failNext(method, path, fault);
    await expect(issuer.activateCard(cardId)).rejects.toThrow(expected);
    expect(standIn.cards.get(cardId)?.state).toBe('PAUSED');
  });

  it('refuses with a wrong API key (401), naming the status', async () => {
    const attempt = adapter('not-the-key').activateCard('any');
    await expect(attempt).rejects.toMatchObject({ name: 'CardIssuerRefusedError', status: 401 });
  });

  it('refuses an unknown card (the stand-in 404s as Lithic does)', async () => {
    await expect(issuer.activateCard('00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({
      status: 404,
      message: expect.stringContaining('Card not found'),
    });
  });

  it('gives up on a call with no answer within its timeout, as unavailable', async () => {
    const { accountId } = await openedAccount();
    standIn.failNext('POST', /^\/v1\/cards$/, { hang: true });
    const started = Date.now();
    await expect(adapter(lithicStandInApiKey, 300).issueCard({ accountId })).rejects.toThrow(/no answer in 300 ms/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('retries a statement credit after a 5xx without crediting twice', async () => {
    const { accountId } = await openedAccount();
    const credit = {
      accountId,
      amountCents: 700,
      idempotencyKey: 'redeem-retry-1',
      description: 'Cash-back redemption',
    };
    standIn.failNext('POST', /^\/v1\/management_operations$/, { status: 502 });
    await expect(issuer.creditAccount(credit)).rejects.toThrow(CardIssuerUnavailableError);
    await issuer.creditAccount(credit);
    await issuer.creditAccount(credit);
    expect(standIn.managementOperations.get(lithicTokenOf('redeem-retry-1'))).toMatchObject({ settled_amount: 700 });
  });
});
