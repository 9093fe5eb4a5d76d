import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_ACTIVATION_TRIES, cardActivationMessages, printedExpiry } from '@waypoint/domain/cards/card-activation';
import { cards, sandboxIssuerCards } from '../modules/cards/cards-tables.js';
import { sandboxCountryHeader } from '../modules/ip-insights/sandbox-ip-insights.js';
import { referrals } from '../modules/referrals/referrals-tables.js';
import { myInviteCodeQuery, newMember } from '../modules/referrals/referrals-test-kit.js';
import { approvedWithCard, cardRow, deliverWebhook, type Cardholder } from './cards-test-kit.js';
import { TestBrowser, type GraphqlResponse } from './graphql-client.js';
import { stepUpAs } from './step-up-test-kit.js';
import { createTestApp, type TestApp } from './test-app.js';

interface CardAccountAnswer {
  card: {
    id: number;
    status: string;
    lastFour: string;
    expiry: string;
    lockReason: string | null;
    activatedAt: string | null;
  };
  creditLimitCents: number;
  ssnNeeded: boolean;
  ssnDeadline: string | null;
  ssnLastFour: string | null;
}

const cardAccountFields = `card { id status lastFour expiry lockReason activatedAt } creditLimitCents ssnNeeded ssnDeadline ssnLastFour`;
const myCardQuery = `{ myCard { ${cardAccountFields} } }`;
const activateMutation = `mutation ($lastFour: String!, $expiry: String!) {
  activateCard(lastFour: $lastFour, expiry: $expiry) { ${cardAccountFields} } }`;
const lockMutation = `mutation { lockCard { ${cardAccountFields} } }`;
const unlockMutation = `mutation { unlockCard { ${cardAccountFields} } }`;

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const codeOf = (answer: GraphqlResponse) => answer.errors?.[0]?.extensions.code;
const myCard = async (browser: TestBrowser) =>
  (await browser.query<{ myCard: CardAccountAnswer | null }>(myCardQuery)).data?.myCard ?? null;

/**
 * activateCard from a country: the sandbox header names it (docs/sandbox.md "IP insights"), as the
 * e2e browser does; `null` sends none, so the test browser's private address gives no country.
 */
async function activateFrom(
  browser: TestBrowser,
  country: string | null,
  details: { lastFour: string; expiry: string },
): Promise<GraphqlResponse<{ activateCard: CardAccountAnswer }>> {
  const response = await browser.send({
    method: 'POST',
    url: '/api/v1/graphql',
    headers: { 'content-type': 'application/json', ...(country ? { [sandboxCountryHeader]: country } : {}) },
    payload: JSON.stringify({ query: activateMutation, variables: details }),
  });
  const body = response.json() as {
    data?: { activateCard: CardAccountAnswer } | null;
    errors?: GraphqlResponse['errors'];
  };
  return {
    status: response.statusCode,
    data: body.data ?? null,
    ...(body.errors ? { errors: body.errors } : {}),
    setCookies: [],
  };
}

const rightDetails = (holder: Cardholder) => ({
  lastFour: holder.card.lastFour,
  expiry: printedExpiry(holder.card.expMonth, holder.card.expYear),
});

let shippedEvents = 0;
/** The issuer's shipping news for the card, delivered to the webhook route as the sandbox's schedule would. */
async function ship(holder: Cardholder, ...steps: ('card.shipped' | 'card.delivered')[]) {
  for (const type of steps) {
    shippedEvents += 1;
    const response = await deliverWebhook(app, {
      id: `evt_activation_${shippedEvents}`,
      type,
      cardId: holder.card.providerCardId,
      createdAt: app.clock.now().toISOString(),
    });
    expect(response.statusCode).toBeLessThan(300);
  }
}

const isCardHolder = async (browser: TestBrowser) =>
  (
    await browser.query<{ checkToken: { isCardHolder: boolean | null } }>(
      `{ checkToken(returnUserData: true) { isCardHolder } }`,
    )
  ).data?.checkToken.isCardHolder;

describe('myCard', () => {
  it('is null for a member without a card, and shows an issued card with its printed expiry and limit', async () => {
    const member = new TestBrowser(app.app);
    await newMember(member);
    expect(await myCard(member)).toBeNull();

    const holder = await approvedWithCard(app, 'Cardview', 3200);
    expect(await myCard(holder.applicant)).toEqual({
      card: {
        id: holder.card.id,
        status: 'issued',
        lastFour: holder.card.lastFour,
        expiry: printedExpiry(holder.card.expMonth, holder.card.expYear),
        lockReason: null,
        activatedAt: null,
      },
      creditLimitCents: 320_000,
      ssnNeeded: false,
      ssnDeadline: null,
      ssnLastFour: null,
    });
    expect(holder.card.lastFour).toMatch(/^\d{4}$/);
    expect((await myCard(holder.applicant))?.card.expiry).toMatch(/^(0[1-9]|1[0-2])\/\d{2}$/);
  });
});

describe('activateCard', () => {
  let holder: Cardholder;

  beforeAll(async () => {
    holder = await approvedWithCard(app, 'Activator');
    // Invited through a member's code (referral-attribution.ts writes this row at sign-up); the member holds
    // an open card account, as the boost needs (docs/product-rules.md#cash-back, decision 103).
    const referrer = await approvedWithCard(app, 'Inviter');
    const code = await referrer.applicant.query<{ myInviteCode: { code: string } }>(myInviteCodeQuery);
    await app.database.db.insert(referrals).values({
      referrerUserId: referrer.userId,
      referredUserId: holder.userId,
      code: code.data?.myInviteCode.code ?? '',
    });
  }, 120_000);

  it('refuses a card not yet posted (issued) with CARD_NOT_ACTIVATABLE', async () => {
    const answer = await activateFrom(holder.applicant, 'US', rightDetails(holder));
    expect(codeOf(answer)).toBe('CARD_NOT_ACTIVATABLE');
    expect((await cardRow(app, holder.card.id)).status).toBe('issued');
    await ship(holder, 'card.shipped');
    expect((await myCard(holder.applicant))?.card.status).toBe('shipped');
  });

  it.each([
    ['letters for the last four', { lastFour: '12a4', expiry: '01/30' }, 'lastFour'],
    ['three digits', { lastFour: '123', expiry: '01/30' }, 'lastFour'],
    ['month 13', { lastFour: '1234', expiry: '13/30' }, 'expiry'],
    ['a four-digit year', { lastFour: '1234', expiry: '01/2030' }, 'expiry'],
    ['an empty expiry', { lastFour: '1234', expiry: '' }, 'expiry'],
  ])('refuses %s with BAD_USER_INPUT naming the field', async (_case, details, field) => {
    const answer = await activateFrom(holder.applicant, 'US', details);
    expect(codeOf(answer)).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.message.startsWith(`${field}:`)).toBe(true);
  });

  it.each([
    ['from Germany', 'DE'],
    // An unknown place asks for a phone step-up instead: cards-activation-place.int.test.ts (decision 077).
    ['from India', 'IN'],
  ])('refuses a shipped card %s with CARD_ACTIVATION_NOT_IN_US, changing nothing', async (_case, country) => {
    const answer = await activateFrom(holder.applicant, country, rightDetails(holder));
    expect(codeOf(answer)).toBe('CARD_ACTIVATION_NOT_IN_US');
    expect(answer.errors?.[0]?.message).toBe(cardActivationMessages.notInUs);
    const card = await cardRow(app, holder.card.id);
    expect({ status: card.status, activatedAt: card.activatedAt }).toEqual({ status: 'shipped', activatedAt: null });
    expect(await isCardHolder(holder.applicant)).toBe(false);
  });

  it('activates a delivered card from the US: active, isCardHolder, the referrer’s activation, the issuer told', async () => {
    await ship(holder, 'card.delivered');
    expect((await myCard(holder.applicant))?.card.status).toBe('delivered');
    const before = app.clock.now();
    // The expiry may come with spaces around the slash, as typed.
    const { expiry } = rightDetails(holder);
    const answer = await activateFrom(holder.applicant, 'us', {
      lastFour: holder.card.lastFour,
      expiry: ` ${expiry.replace('/', ' / ')} `,
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.activateCard.card).toMatchObject({ status: 'active', lockReason: null });
    expect(Date.parse(answer.data?.activateCard.card.activatedAt ?? '')).toBeGreaterThanOrEqual(before.getTime());
    const card = await cardRow(app, holder.card.id);
    expect({ status: card.status, from: card.activatedFromCountry }).toEqual({ status: 'active', from: 'US' });
    expect(await isCardHolder(holder.applicant)).toBe(true);
    const [referral] = await app.database.db
      .select()
      .from(referrals)
      .where(eq(referrals.referredUserId, holder.userId));
    expect(referral?.activatedAt?.toISOString()).toBe(card.activatedAt?.toISOString());
    const [atIssuer] = await app.database.db
      .select()
      .from(sandboxIssuerCards)
      .where(eq(sandboxIssuerCards.cardId, holder.card.providerCardId));
    expect(atIssuer?.activated).toBe(true);
  });

  it('refuses a second activation with CARD_ALREADY_ACTIVE and changes nothing', async () => {
    const before = await cardRow(app, holder.card.id);
    app.clock.advance(60_000);
    const answer = await activateFrom(holder.applicant, 'US', rightDetails(holder));
    expect(codeOf(answer)).toBe('CARD_ALREADY_ACTIVE');
    expect(answer.errors?.[0]?.message).toBe(cardActivationMessages.alreadyActive);
    const after = await cardRow(app, holder.card.id);
    expect(after).toEqual(before);
    const [referral] = await app.database.db
      .select()
      .from(referrals)
      .where(eq(referrals.referredUserId, holder.userId));
    expect(referral?.activatedAt?.toISOString()).toBe(before.activatedAt?.toISOString());
  });
});

describe('activateCard: wrong details and their limit per card', () => {
  it('answers CARD_DETAILS_MISMATCH up to the limit, then CARD_ACTIVATION_TOO_MANY_TRIES even for the right details until the window passes', async () => {
    const holder = await approvedWithCard(app, 'Mistyper');
    await ship(holder, 'card.shipped');
    const right = rightDetails(holder);
    const wrongFour = holder.card.lastFour === '1111' ? '2222' : '1111';
    const wrongExpiry = printedExpiry(holder.card.expMonth === 12 ? 1 : holder.card.expMonth + 1, holder.card.expYear);
    for (let attempt = 1; attempt <= CARD_ACTIVATION_TRIES.limit; attempt += 1) {
      const details = attempt % 2 ? { ...right, lastFour: wrongFour } : { ...right, expiry: wrongExpiry };
      const answer = await activateFrom(holder.applicant, 'US', details);
      expect(codeOf(answer)).toBe('CARD_DETAILS_MISMATCH');
      expect(answer.errors?.[0]?.message).toBe(cardActivationMessages.mismatch);
    }
    const locked = await activateFrom(holder.applicant, 'US', right);
    expect(codeOf(locked)).toBe('CARD_ACTIVATION_TOO_MANY_TRIES');
    expect(locked.errors?.[0]?.message).toBe(cardActivationMessages.tooManyTries);
    expect((await cardRow(app, holder.card.id)).status).toBe('shipped');

    // The window passes in two halves, the member active in between so the session stays alive.
    app.clock.advance((CARD_ACTIVATION_TRIES.windowSeconds / 2) * 1000);
    expect((await myCard(holder.applicant))?.card.status).toBe('shipped');
    app.clock.advance((CARD_ACTIVATION_TRIES.windowSeconds / 2) * 1000 + 1000);
    const later = await activateFrom(holder.applicant, 'US', right);
    expect(later.errors, JSON.stringify(later.errors)).toBeUndefined();
    expect(later.data?.activateCard.card.status).toBe('active');
  });

  it('activates once when the same activation is sent twice at the same moment', async () => {
    const holder = await approvedWithCard(app, 'Doubletap');
    await ship(holder, 'card.shipped', 'card.delivered');
    const answers = await Promise.all([
      activateFrom(holder.applicant, 'US', rightDetails(holder)),
      activateFrom(holder.applicant, 'US', rightDetails(holder)),
    ]);
    expect(answers.map((answer) => codeOf(answer) ?? 'ok').sort()).toEqual(['CARD_ALREADY_ACTIVE', 'ok']);
    expect((await cardRow(app, holder.card.id)).status).toBe('active');
  });
});

describe('lockCard and unlockCard', () => {
  let holder: Cardholder;
  const issuerLocked = async () =>
    (
      await app.database.db
        .select()
        .from(sandboxIssuerCards)
        .where(eq(sandboxIssuerCards.cardId, holder.card.providerCardId))
    )[0]?.locked;

  beforeAll(async () => {
    holder = await approvedWithCard(app, 'Locksmith');
    await ship(holder, 'card.shipped');
  });

  it.each([
    ['lock', lockMutation],
    ['unlock', unlockMutation],
  ])('refuses to %s a card not yet active with CARD_NOT_ACTIVE', async (_move, mutation) => {
    expect(codeOf(await holder.applicant.query(mutation))).toBe('CARD_NOT_ACTIVE');
    expect((await cardRow(app, holder.card.id)).status).toBe('shipped');
  });

  it('locks an active card (the issuer too), answers a repeated lock as it is, and unlocks it', async () => {
    expect((await activateFrom(holder.applicant, 'US', rightDetails(holder))).errors).toBeUndefined();

    const locked = await holder.applicant.query<{ lockCard: CardAccountAnswer }>(lockMutation);
    expect(locked.data?.lockCard.card).toMatchObject({ status: 'locked', lockReason: 'cardholder' });
    expect(await issuerLocked()).toBe(true);
    const again = await holder.applicant.query<{ lockCard: CardAccountAnswer }>(lockMutation);
    expect(again.data?.lockCard.card).toMatchObject({ status: 'locked', lockReason: 'cardholder' });

    await stepUpAs(app, holder.applicant, holder.userId);
    const unlocked = await holder.applicant.query<{ unlockCard: CardAccountAnswer }>(unlockMutation);
    expect(unlocked.data?.unlockCard.card).toMatchObject({ status: 'active', lockReason: null });
    expect(await issuerLocked()).toBe(false);
    const unlockedAgain = await holder.applicant.query<{ unlockCard: CardAccountAnswer }>(unlockMutation);
    expect(unlockedAgain.data?.unlockCard.card.status).toBe('active');
  });

  it('refuses to lift the SSN deadline’s lock with CARD_LOCKED_FOR_SSN', async () => {
    await app.database.db
      .update(cards)
      .set({ status: 'locked', lockReason: 'ssnMissing' })
      .where(eq(cards.id, holder.card.id));
    const answer = await holder.applicant.query(unlockMutation);
    expect(codeOf(answer)).toBe('CARD_LOCKED_FOR_SSN');
    expect(await cardRow(app, holder.card.id)).toMatchObject({ status: 'locked', lockReason: 'ssnMissing' });
    // A cardholder's lock over it answers as it is and keeps the SSN reason.
    const lockAnswer = await holder.applicant.query<{ lockCard: CardAccountAnswer }>(lockMutation);
    expect(lockAnswer.data?.lockCard.card).toMatchObject({ status: 'locked', lockReason: 'ssnMissing' });
  });
});

describe('another member', () => {
  it('sees no card, and their lock, unlock and activation reach nobody’s card', async () => {
    const holder = await approvedWithCard(app, 'Owner');
    await ship(holder, 'card.shipped');
    const other = new TestBrowser(app.app);
    await newMember(other);
    expect(await myCard(other)).toBeNull();
    expect(codeOf(await other.query(lockMutation))).toBe('CARD_NOT_FOUND');
    expect(codeOf(await other.query(unlockMutation))).toBe('CARD_NOT_FOUND');
    expect(codeOf(await activateFrom(other, 'US', rightDetails(holder)))).toBe('CARD_NOT_FOUND');
    expect(await cardRow(app, holder.card.id)).toMatchObject({ status: 'shipped', activatedAt: null });
  });

  it('is refused without a session', async () => {
    const stranger = new TestBrowser(app.app);
    const answer = await stranger.query(myCardQuery);
    expect(codeOf(answer)).toBe('APPLICATION_SESSION_INVALID');
    expect(answer.data?.myCard ?? null).toBeNull();
  });
});
