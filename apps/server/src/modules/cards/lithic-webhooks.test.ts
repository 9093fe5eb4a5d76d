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
