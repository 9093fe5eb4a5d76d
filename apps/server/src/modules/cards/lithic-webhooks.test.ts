import { describe, expect, it } from 'vitest';
import {
  createLithicWebhookReader,
  lithicEventsOf,
  signLithicWebhook,
  verifyLithicWebhook,
} from './lithic-webhooks.js';

/** Lithic's webhook scheme and event mapping (decision 045). */
const secret = `whsec_${Buffer.from('a-test-secret-of-32-bytes-length').toString('base64')}`;
const otherSecret = `whsec_${Buffer.from('another-secret-of-32-bytes-long!').toString('base64')}`;
const at = new Date('2026-11-26T08:00:00Z');
const seconds = Math.floor(at.getTime() / 1000);
const body = '{"event_type":"card.shipped","card_token":"card-1"}';

function headers(overrides: Record<string, string | undefined> = {}) {
  return {
    'webhook-id': 'msg_1',
    'webhook-timestamp': String(seconds),
    'webhook-signature': signLithicWebhook(secret, 'msg_1', seconds, body),
    ...overrides,
  };
}

describe('verifying a delivery (Svix scheme)', () => {
  it.each([
    ['signed with the secret', headers(), body, { ok: true, id: 'msg_1', timestamp: seconds }],
    [
      'one of several signatures matches (a secret rotation)',
      headers({
        'webhook-signature': `${signLithicWebhook(otherSecret, 'msg_1', seconds, body)} ${signLithicWebhook(secret, 'msg_1', seconds, body)}`,
      }),
      body,
      { ok: true, id: 'msg_1', timestamp: seconds },
    ],
    ['without a signature', headers({ 'webhook-signature': undefined }), body, { ok: false, reason: 'missing' }],
    ['without an id', headers({ 'webhook-id': undefined }), body, { ok: false, reason: 'missing' }],
    [
      'with a timestamp that is no number',
      headers({ 'webhook-timestamp': 'soon' }),
      body,
      { ok: false, reason: 'malformed' },
    ],
    ['with no v1 entry', headers({ 'webhook-signature': 'v2,abc' }), body, { ok: false, reason: 'malformed' }],
    [
      'signed ten minutes ago (a replay)',
      headers({
        'webhook-timestamp': String(seconds - 600),
        'webhook-signature': signLithicWebhook(secret, 'msg_1', seconds - 600, body),
      }),
      body,
      { ok: false, reason: 'stale' },
    ],
    [
      'signed with another secret',
      headers({ 'webhook-signature': signLithicWebhook(otherSecret, 'msg_1', seconds, body) }),
      body,
      { ok: false, reason: 'mismatch' },
    ],
    ['with a changed body', headers(), body.replace('card-1', 'card-2'), { ok: false, reason: 'mismatch' }],
    ['with another id than signed', headers({ 'webhook-id': 'msg_2' }), body, { ok: false, reason: 'mismatch' }],
  ])('a delivery %s', (_case, given, rawBody, expected) => {
    expect(verifyLithicWebhook(secret, rawBody, given, at)).toEqual(expected);
  });
});

describe("Lithic's events as ours", () => {
  const transaction = (overrides: Record<string, unknown>) => ({
    event_type: 'card_transaction.updated',
    token: 'txn-1',
    account_token: 'acct-1',
    card_token: 'card-1',
    status: 'SETTLED',
    settled_amount: 1234,
    merchant: { descriptor: 'COFFEE SHOP' },
    events: [{ type: 'AUTHORIZATION' }, { type: 'CLEARING' }],
    created: '2026-11-25T10:00:00Z',
    updated: '2026-11-26T07:00:00Z',
    ...overrides,
  });

  it.each([
    [
      'card.shipped',
      { event_type: 'card.shipped', card_token: 'card-1', tracking_number: null },
      [{ type: 'card.shipped', cardId: 'card-1' }],
    ],
    [
      'a settled purchase',
      transaction({}),
      [
        {
          type: 'transaction.posted',
          accountId: 'acct-1',
          transaction: {
            id: 'txn-1',
            kind: 'purchase',
            amountCents: 1234,
            description: 'COFFEE SHOP',
            postedAt: '2026-11-26T07:00:00.000Z',
          },
        },
      ],
    ],
    [
      'a settled return (a refund)',
      transaction({ token: 'txn-2', settled_amount: -500, events: [{ type: 'RETURN' }] }),
      [{ type: 'transaction.posted', transaction: { id: 'txn-2', kind: 'refund', amountCents: 500 } }],
    ],
    ['a pending authorisation', transaction({ status: 'PENDING', settled_amount: 0 }), []],
    ['a declined authorisation', transaction({ status: 'DECLINED' }), []],
    [
      'a statement (a financial-account event)',
      { event_type: 'statements.created', financial_account_token: 'fa-1' },
      [],
    ],
    ['an event we do not use', { event_type: 'card.created', card_token: 'card-1' }, []],
  ])('%s', (_case, payload, expected) => {
    const events = lithicEventsOf('msg_9', at, payload);
    expect(events).toHaveLength(expected.length);
    expected.forEach((event, index) =>
      expect(events[index]).toMatchObject({ id: 'msg_9', createdAt: at.toISOString(), ...event }),
    );
  });
});

describe("Lithic's payment events as ours (decision 085)", () => {
  const initiated = { type: 'ACH_ORIGINATION_INITIATED', amount: 4103, created: '2026-11-24T15:00:00Z' };
  const settled = { type: 'ACH_ORIGINATION_SETTLED', amount: 4103, created: '2026-11-25T15:00:00Z' };
  const returned = { type: 'ACH_RETURN_PROCESSED', amount: 4103, created: '2026-11-27T15:00:00Z' };
  const payment = (overrides: Record<string, unknown>) => ({
    event_type: 'payment_transaction.updated',
    family: 'PAYMENT',
    token: 'pay-1',
    status: 'PENDING',
    type: 'ORIGINATION_DEBIT',
    direction: 'DEBIT',
    settled_amount: 0,
    pending_amount: 4103,
    events: [initiated],
    created: '2026-11-24T15:00:00Z',
    updated: '2026-11-24T15:00:00Z',
    method_attributes: { sec_code: 'WEB', return_reason_code: null },
    related_account_tokens: { account_token: 'acct-1', business_account_token: null },
    user_defined_id: 'acct-1:payment-row-1',
    financial_account_token: 'fa-1',
    ...overrides,
  });
  const posted = (overrides: Record<string, unknown> = {}) => ({
    type: 'transaction.posted',
    accountId: 'acct-1',
    transaction: {
      id: 'pay-1',
      kind: 'payment',
      amountCents: 4103,
      paymentId: 'pay-1',
      // Received when it was made (Reg Z 1026.10(a)), not when it settled.
      postedAt: '2026-11-24T15:00:00.000Z',
      ...overrides,
    },
  });

  it.each([
    ['a payment just made (pending)', payment({ event_type: 'payment_transaction.created' }), []],
    [
      'a payment settled',
      payment({ status: 'SETTLED', settled_amount: 4103, pending_amount: 0, events: [initiated, settled] }),
      [{ id: 'msg_9', ...posted() }],
    ],
    [
      'a payment settled, its account named only by our reference',
      payment({ status: 'SETTLED', events: [initiated, settled], related_account_tokens: null }),
      [{ id: 'msg_9', ...posted() }],
    ],
    [
      'a payment sent back R01: the payment and its return',
      payment({
        status: 'RETURNED',
        events: [initiated, settled, returned],
        method_attributes: { sec_code: 'WEB', return_reason_code: 'R01' },
      }),
      [
        { id: 'msg_9', ...posted() },
        {
          id: 'msg_9:2',
          ...posted({
            id: 'pay-1-return',
            kind: 'payment_return',
            returnCode: 'R01',
            postedAt: '2026-11-27T15:00:00.000Z',
          }),
        },
      ],
    ],
    [
      'a payment returned without a code Lithic gave',
      payment({ status: 'RETURNED', events: [initiated, returned] }),
      [{ id: 'msg_9' }, { id: 'msg_9:2', transaction: { kind: 'payment_return' } }],
    ],
    [
      'a payment cancelled before it was sent',
      payment({ status: 'CANCELED', events: [initiated, { type: 'ACH_ORIGINATION_CANCELLED' }] }),
      [],
    ],
    [
      'a payment of an account we cannot name',
      payment({ status: 'SETTLED', events: [initiated, settled], related_account_tokens: null, user_defined_id: null }),
      [],
    ],
    ['a deposit to the bank just made', payment({ type: 'ORIGINATION_CREDIT', direction: 'CREDIT' }), []],
    [
      'a deposit settled',
      payment({ type: 'ORIGINATION_CREDIT', status: 'SETTLED', events: [initiated, settled] }),
      [
        {
          id: 'msg_9',
          type: 'deposit.updated',
          accountId: 'acct-1',
          deposit: { id: 'pay-1', status: 'settled', at: '2026-11-25T15:00:00.000Z' },
        },
      ],
    ],
    [
      'a deposit sent back R03',
      payment({
        type: 'ORIGINATION_CREDIT',
        status: 'RETURNED',
        events: [initiated, settled, returned],
        method_attributes: { return_reason_code: 'R03' },
      }),
      [
        {
          type: 'deposit.updated',
          deposit: { id: 'pay-1', status: 'returned', returnCode: 'R03', at: '2026-11-27T15:00:00.000Z' },
        },
      ],
    ],
    [
      'a statement with its figures (it names only the financial account: left to the reconciliation job)',
      {
        event_type: 'statements.created',
        token: 'stmt-1',
        financial_account_token: 'fa-1',
        statement_start_date: '2026-10-01',
        statement_end_date: '2026-10-31',
        payment_due_date: '2026-11-25',
        ending_balance: -52_345,
        amount_due: { amount: -3_500, past_due: 0 },
      },
      [],
    ],
  ])('%s', (_case, payload, expected) => {
    const events = lithicEventsOf('msg_9', at, payload);
    expect(events).toHaveLength(expected.length);
    expected.forEach((event, index) => expect(events[index]).toMatchObject({ createdAt: at.toISOString(), ...event }));
  });

  it.each([
    ['none', null],
    ['not an ACH code', 'X1'],
  ])('a return whose code is %s posts without one', (_case, code) => {
    const [, returnedEvent] = lithicEventsOf(
      'msg_9',
      at,
      payment({ status: 'RETURNED', events: [initiated, returned], method_attributes: { return_reason_code: code } }),
    );
    expect(returnedEvent).toMatchObject({ transaction: { kind: 'payment_return' } });
    expect(returnedEvent && 'transaction' in returnedEvent ? returnedEvent.transaction : {}).not.toHaveProperty(
      'returnCode',
    );
  });
});

describe('the receiver’s reader', () => {
  it('refuses a body that is not JSON even when signed, and reads a signed event', () => {
    const reader = createLithicWebhookReader(secret);
    const notJson = 'not json';
    const signedNotJson = headers({ 'webhook-signature': signLithicWebhook(secret, 'msg_1', seconds, notJson) });
    expect(reader.read(notJson, signedNotJson, at)).toEqual({ ok: false, reason: 'body is not JSON' });
    expect(reader.read(body, headers(), at)).toMatchObject({
      ok: true,
      events: [{ id: 'msg_1', type: 'card.shipped' }],
    });
    expect(reader.read(body, headers({ 'webhook-id': 'msg_2' }), at)).toEqual({
      ok: false,
      reason: 'signature mismatch',
    });
  });
});
