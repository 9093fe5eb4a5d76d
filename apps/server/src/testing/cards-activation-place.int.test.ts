import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardActivationMessages, printedExpiry } from '@waypoint/domain/cards/card-activation';
import { latestSandboxMessages } from '../platform/sms/sandbox-sms-repository.js';
import { approvedWithCard, cardRow, deliverWebhook, type Cardholder } from './cards-test-kit.js';
import type { GraphqlResponse, TestBrowser } from './graphql-client.js';
import { completeStepUpMutation, sendStepUpCodeMutation, stepUpAs } from './step-up-test-kit.js';
import { createTestApp, type TestApp } from './test-app.js';

/*
 * Where a card may be activated from (docs/product-rules.md#card-activation-country,
 * decision 077), with real addresses looked up in the offline IP data: a US
 * address (IPv4 or IPv6) activates; another country's is refused; an address
 * the data names no country for asks for a code to the verified phone.
 */

const activateMutation = `mutation ($lastFour: String!, $expiry: String!) {
  activateCard(lastFour: $lastFour, expiry: $expiry) { card { status activatedAt } } }`;

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

type ActivationAnswer = GraphqlResponse<{ activateCard: { card: { status: string; activatedAt: string | null } } }> & {
  errors?: { message: string; extensions: { code: string; methods?: string[] } }[];
};

/** activateCard with the browser's session, but from `ip` (no sandbox header: the offline data decides). */
async function activateFrom(holder: Cardholder, ip: string): Promise<ActivationAnswer> {
  const response = await app.app.inject({
    method: 'POST',
    url: '/api/v1/graphql',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json', ...holder.applicant.sessionHeaders() },
    payload: JSON.stringify({
      query: activateMutation,
      variables: {
        lastFour: holder.card.lastFour,
        expiry: printedExpiry(holder.card.expMonth, holder.card.expYear),
      },
    }),
  });
  const body = response.json() as Omit<ActivationAnswer, 'status' | 'setCookies'>;
  return {
    status: response.statusCode,
    data: body.data ?? null,
    setCookies: [],
    ...(body.errors ? { errors: body.errors } : {}),
  };
}

const codeOf = (answer: ActivationAnswer) => answer.errors?.[0]?.extensions.code;

let events = 0;
/** A card the issuer has posted: activatable. */
async function shippedCard(lastName: string): Promise<Cardholder> {
  const holder = await approvedWithCard(app, lastName);
  events += 1;
  const response = await deliverWebhook(app, {
    id: `evt_activation_place_${events}`,
    type: 'card.shipped',
    cardId: holder.card.providerCardId,
    createdAt: app.clock.now().toISOString(),
  });
  expect(response.statusCode).toBeLessThan(300);
  return holder;
}

/** The newest code texted to `phoneNumber` by the SMS sandbox for `purpose`'s wording. */
async function textedCode(phoneNumber: string, wording: string): Promise<string> {
  const messages = await latestSandboxMessages(app.database.db, phoneNumber);
  const code = messages.map((message) => message.body.match(new RegExp(`${wording} is (\\d{6})`))?.[1]).find(Boolean);
  if (!code) throw new Error(`no code texted to ${phoneNumber}`);
  return code;
}

/** Gives the account a verified phone as the web does (decision 074): start, read the text, confirm. */
async function verifyPhone(browser: TestBrowser, phoneNumber: string): Promise<void> {
  const started = await browser.query(
    `mutation ($phone: String!) { startPhoneVerification(phoneNumber: $phone) { phoneNumber } }`,
    {
      phone: phoneNumber,
    },
  );
  if (started.errors) throw new Error(`startPhoneVerification refused: ${JSON.stringify(started.errors)}`);
  const code = await textedCode(phoneNumber, 'to verify your phone');
  const confirmed = await browser.query(
    `mutation ($code: String!) { confirmPhoneVerification(code: $code) { phoneNumber } }`,
    {
      code,
    },
  );
  if (confirmed.errors) throw new Error(`confirmPhoneVerification refused: ${JSON.stringify(confirmed.errors)}`);
}

/** The step-up by a code to the verified phone. */
async function stepUpByPhone(browser: TestBrowser, phoneNumber: string): Promise<void> {
  const sent = await browser.query(sendStepUpCodeMutation, { method: 'phoneCode' });
  if (sent.errors) throw new Error(`sendStepUpCode refused: ${JSON.stringify(sent.errors)}`);
  const code = await textedCode(phoneNumber, 'to confirm it is you');
  const completed = await browser.query(completeStepUpMutation, { method: 'phoneCode', code });
  if (completed.errors) throw new Error(`completeStepUp refused: ${JSON.stringify(completed.errors)}`);
}

/** An IPv6 address in space no registry has handed out: the data names no country. */
const unknownIpv6 = '2d00::1';

describe('activating a card from a US address', () => {
  it.each([
    ['an IPv6 US mobile network (T-Mobile US)', '2607:fb90:1::1'],
    ['an IPv4 US home network (Comcast)', '73.15.2.4'],
  ])('activates from %s (%s), no step-up asked, and records US', async (_case, ip) => {
    const holder = await shippedCard('Usplace');
    const answer = await activateFrom(holder, ip);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.activateCard.card.status).toBe('active');
    expect(await cardRow(app, holder.card.id)).toMatchObject({ status: 'active', activatedFromCountry: 'US' });
  });
});

describe('activating a card from another country', () => {
  it.each([
    ['IPv4 (a British network)', '81.2.69.142', '+12025550121'],
    ['IPv6 (a German home network)', '2003:e0::1', '+12025550122'],
    ['IPv6 (a British network)', '2a02:c7f:1::1', '+12025550123'],
    ['IPv4-mapped IPv6 (a British network)', '::ffff:81.2.69.142', '+12025550124'],
    ['6to4 carrying a British IPv4 address', '2002:5102:458e::1', '+12025550125'],
  ])('is refused from %s (%s) with the existing message, even after a phone step-up', async (_case, ip, phone) => {
    const holder = await shippedCard('Abroad');
    await verifyPhone(holder.applicant, phone);
    await stepUpByPhone(holder.applicant, phone);
    const answer = await activateFrom(holder, ip);
    expect(codeOf(answer)).toBe('CARD_ACTIVATION_NOT_IN_US');
    expect(answer.errors?.[0]?.message).toBe(cardActivationMessages.notInUs);
    expect(await cardRow(app, holder.card.id)).toMatchObject({ status: 'shipped', activatedAt: null });
  });
});

describe('activating a card from an address with no known country', () => {
  it.each([
    ['unallocated IPv6', unknownIpv6],
    ['a private IPv4 address', '10.20.30.40'],
  ])('without a verified phone (%s): VERIFIED_PHONE_REQUIRED, and nothing changes', async (_case, ip) => {
    const holder = await shippedCard('Nophone');
    // An e-mail step-up is no stand-in for the phone here.
    await stepUpAs(app, holder.applicant, holder.userId);
    const answer = await activateFrom(holder, ip);
    expect(codeOf(answer)).toBe('VERIFIED_PHONE_REQUIRED');
    expect(answer.errors?.[0]?.message).toBe(cardActivationMessages.phoneNeeded);
    expect(await cardRow(app, holder.card.id)).toMatchObject({ status: 'shipped', activatedAt: null });
  });

  it('asks for a phone step-up (STEP_UP_REQUIRED, methods phoneCode only), refuses an e-mail step-up, and activates after the phone’s', async () => {
    const holder = await shippedCard('Unknownplace');
    const phone = '+12025550112';
    await verifyPhone(holder.applicant, phone);

    const first = await activateFrom(holder, unknownIpv6);
    expect(codeOf(first)).toBe('STEP_UP_REQUIRED');
    expect(first.errors?.[0]?.extensions.methods).toEqual(['phoneCode']);

    await stepUpAs(app, holder.applicant, holder.userId);
    const afterEmail = await activateFrom(holder, unknownIpv6);
    expect(codeOf(afterEmail)).toBe('STEP_UP_REQUIRED');
    expect(afterEmail.errors?.[0]?.extensions.methods).toEqual(['phoneCode']);
    expect(await cardRow(app, holder.card.id)).toMatchObject({ status: 'shipped', activatedAt: null });

    await stepUpByPhone(holder.applicant, phone);
    const activated = await activateFrom(holder, unknownIpv6);
    expect(activated.errors).toBeUndefined();
    expect(activated.data?.activateCard.card.status).toBe('active');
    // No country to record: the phone step-up stood in for it.
    expect(await cardRow(app, holder.card.id)).toMatchObject({ status: 'active', activatedFromCountry: null });
  });

  it('asks again once the phone step-up is older than its window', async () => {
    const holder = await shippedCard('Staleproof');
    const phone = '+12025550113';
    await verifyPhone(holder.applicant, phone);
    await stepUpByPhone(holder.applicant, phone);
    app.clock.advance(11 * 60 * 1000);
    const answer = await activateFrom(holder, unknownIpv6);
    expect(codeOf(answer)).toBe('STEP_UP_REQUIRED');
    expect(await cardRow(app, holder.card.id)).toMatchObject({ status: 'shipped', activatedAt: null });
  });
});
