import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cardReplacementMessages } from '@waypoint/domain/cards/card-replacement';
import { CardIssuerUnavailableError } from '../modules/cards/card-issuing-provider.js';
import { cardReplacements } from '../modules/cards/card-replacement-tables.js';
import { cardsTimeline } from '../modules/cards/card-timeline-repository.js';
import { cards, sandboxIssuerCards } from '../modules/cards/cards-tables.js';
import { auditEvents } from '../platform/audit/audit-tables.js';
import { activateFromUs, approvedWithCard, cardRow, shipAndDeliver, type Cardholder } from './cards-test-kit.js';
import type { GraphqlResponse } from './graphql-client.js';
import { mailsOf } from './staff-actions-test-kit.js';
import { createTestApp, type TestApp } from './test-app.js';

/*
 * Replacing a card (docs/product-rules.md#card-replacement, decision 106)
 * through the GraphQL API and the sandbox issuer: the card closes here and at
 * the issuer, the job makes the new card, which ships, delivers and activates
 * as a first card does; the refusals, a double submit and a retry.
 */

interface AccountAnswer {
  status: string;
  card: { id: number; status: string; lastFour: string; expiry: string };
  replacement: { reason: string; requestedAt: string; replacedLastFour: string; status: string } | null;
}

const fields = `status card { id status lastFour expiry } replacement { reason requestedAt replacedLastFour status }`;
const replaceMutation = `mutation ($cardId: Int!, $reason: String!) { replaceCard(cardId: $cardId, reason: $reason) { ${fields} } }`;
const myCardQuery = `{ myCard { ${fields} } }`;

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const codeOf = (answer: GraphqlResponse) => answer.errors?.[0]?.extensions.code;
const messageOf = (answer: GraphqlResponse) => answer.errors?.[0]?.message;

async function activeCardholder(lastName: string, options: { withoutSsn?: boolean } = {}): Promise<Cardholder> {
  const holder = await approvedWithCard(app, lastName, 2500, options);
  await shipAndDeliver(app, holder);
  await activateFromUs(holder);
  return holder;
}

const replace = (holder: Cardholder, reason: string, cardId = holder.card.id) =>
  holder.applicant.query<{ replaceCard: AccountAnswer }>(replaceMutation, { cardId, reason });
const myCard = async (holder: Cardholder) =>
  (await holder.applicant.query<{ myCard: AccountAnswer }>(myCardQuery)).data?.myCard;
const replacementRows = (holder: Cardholder) =>
  app.database.db.select().from(cardReplacements).where(eq(cardReplacements.userId, holder.userId));
const cardsOf = (holder: Cardholder) =>
  app.database.db.select().from(cards).where(eq(cards.userId, holder.userId)).orderBy(cards.id);
const sandboxCard = async (providerCardId: string) =>
  (await app.database.db.select().from(sandboxIssuerCards).where(eq(sandboxIssuerCards.cardId, providerCardId)))[0];
async function emailOf(holder: Cardholder): Promise<string> {
  const { rows } = await app.database.sql.executeSql('SELECT email FROM users WHERE id = $1', [holder.userId]);
  return (rows as { email: string }[])[0]?.email ?? '';
}

describe('a stolen card', () => {
  it('closes at once here and at the issuer; the new card, with a new number, ships and activates', async () => {
    const holder = await activeCardholder('Stolen');
    const answer = await replace(holder, 'stolen');
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.replaceCard).toMatchObject({
      status: 'open',
      card: { id: holder.card.id, status: 'closed' },
      replacement: { reason: 'stolen', replacedLastFour: holder.card.lastFour, status: 'pending' },
    });
    expect((await sandboxCard(holder.card.providerCardId))?.locked).toBe(true);
    const [mail] = await mailsOf(app, 'card-replacement', await emailOf(holder));
    expect(mail?.text).toContain(`your card ending ${holder.card.lastFour} is stolen. We have closed it`);
    expect(mail?.text).toContain('Your new card has a new number.');
    expect(mail?.text).toContain('free of charge');
    const [audit] = await app.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'card.replace'), eq(auditEvents.subjectId, String(holder.card.id))));
    expect(audit).toMatchObject({ action: 'card.replace', actorId: 'cardholder-request', subjectType: 'card' });
    expect(audit?.after).toMatchObject({ status: 'closed', reason: 'stolen' });

    await app.jobs.drain();
    const [, made] = await cardsOf(holder);
    expect(made).toMatchObject({ status: 'issued', accountId: holder.account.id });
    expect(made?.lastFour).not.toBe(holder.card.lastFour);
    const afterJob = await myCard(holder);
    expect(afterJob).toMatchObject({ card: { id: made?.id, status: 'issued' }, replacement: { status: 'made' } });

    const replacementHolder = { ...holder, card: await cardRow(app, made?.id ?? 0) };
    await shipAndDeliver(app, replacementHolder);
    await activateFromUs(replacementHolder);
    expect(await myCard(holder)).toMatchObject({ card: { id: made?.id, status: 'active' }, replacement: null });
    expect((await cardRow(app, holder.card.id)).status).toBe('closed');
    expect((await sandboxCard(made?.providerCardId ?? ''))?.activated).toBe(true);
    // The case timeline's records: the old card with why and when it was replaced, the new one without.
    const timeline = await cardsTimeline(app.database.db, holder.applicationId, 10);
    const timelineCards = timeline?.cards.map((row) => [row.lastFour, row.replacedFor]) ?? [];
    expect(timelineCards).toHaveLength(2);
    expect(timelineCards).toEqual(
      expect.arrayContaining([
        [made?.lastFour, null],
        [holder.card.lastFour, 'stolen'],
      ]),
    );
  });
});

describe('a damaged card', () => {
  it('is replaced by a card with the same number, as its own card at the issuer', async () => {
    const holder = await activeCardholder('Damaged');
    expect(codeOf(await replace(holder, 'damaged'))).toBeUndefined();
    await app.jobs.drain();
    const [old, made] = await cardsOf(holder);
    expect(old?.status).toBe('closed');
    expect(made?.lastFour).toBe(holder.card.lastFour);
    expect(made?.providerCardId).not.toBe(holder.card.providerCardId);
    const [mail] = await mailsOf(app, 'card-replacement', await emailOf(holder));
    expect(mail?.text).not.toContain('new number');
  });
});

describe('asked twice', () => {
  it('a double submit makes one replacement, one job run, one card and one e-mail', async () => {
    const holder = await activeCardholder('Twice');
    const answers = await Promise.all([replace(holder, 'lost'), replace(holder, 'lost')]);
    for (const answer of answers) expect(answer.data?.replaceCard.card.status).toBe('closed');
    await app.jobs.drain();
    expect(await replacementRows(holder)).toHaveLength(1);
    expect(await cardsOf(holder)).toHaveLength(2);
    expect(await mailsOf(app, 'card-replacement', await emailOf(holder))).toHaveLength(1);
  });

  it('a retry after the new card was made answers the account as it is, replacing nothing more', async () => {
    const holder = await activeCardholder('Retry');
    await replace(holder, 'lost');
    await app.jobs.drain();
    const again = await replace(holder, 'lost');
    expect(again.errors).toBeUndefined();
    expect(again.data?.replaceCard.replacement?.status).toBe('made');
    expect(await replacementRows(holder)).toHaveLength(1);
    expect(await cardsOf(holder)).toHaveLength(2);
  });
});

describe('refused, with nothing changed', () => {
  it.each([
    ['no reason it knows', 'expired', 'BAD_USER_INPUT'],
    ['an empty reason', '', 'BAD_USER_INPUT'],
  ])('%s → %s', async (_case, reason, code) => {
    const holder = await activeCardholder('BadReason');
    expect(codeOf(await replace(holder, reason))).toBe(code);
    expect((await cardRow(app, holder.card.id)).status).toBe('active');
    expect(await replacementRows(holder)).toHaveLength(0);
  });

  it('a card not yet sent: CARD_NOT_REPLACEABLE', async () => {
    const holder = await approvedWithCard(app, 'NotSent');
    const answer = await replace(holder, 'lost');
    expect(codeOf(answer)).toBe('CARD_NOT_REPLACEABLE');
    expect(messageOf(answer)).toBe(cardReplacementMessages.notSent);
    expect((await cardRow(app, holder.card.id)).status).toBe('issued');
  });

  it("someone else's card, or a card id that is not the current one: CARD_NOT_FOUND", async () => {
    const holder = await activeCardholder('Mine');
    const other = await activeCardholder('Theirs');
    expect(codeOf(await replace(holder, 'stolen', other.card.id))).toBe('CARD_NOT_FOUND');
    expect((await cardRow(app, other.card.id)).status).toBe('active');
    expect(await replacementRows(other)).toHaveLength(0);
  });

  it('while the SSN follow-up runs: CARD_REPLACEMENT_SSN_NEEDED', async () => {
    const holder = await activeCardholder('NoSsnYet', { withoutSsn: true });
    const answer = await replace(holder, 'lost');
    expect(codeOf(answer)).toBe('CARD_REPLACEMENT_SSN_NEEDED');
    expect(messageOf(answer)).toBe(cardReplacementMessages.ssnNeeded);
    expect((await cardRow(app, holder.card.id)).status).toBe('active');
  });

  it('a first card that never arrived may be replaced before the SSN is given', async () => {
    const holder = await approvedWithCard(app, 'NeverArrived', 2500, { withoutSsn: true });
    await shipAndDeliver(app, holder);
    expect(codeOf(await replace(holder, 'lost'))).toBeUndefined();
    // Adding the SSN meanwhile answers the account with its replacement still on its way.
    const added = await holder.applicant.query<{ addCardholderSsn: AccountAnswer }>(
      `mutation ($ssn: String!) { addCardholderSsn(ssn: $ssn) { ${fields} } }`,
      { ssn: '123-45-6789' },
    );
    expect(added.errors).toBeUndefined();
    expect(added.data?.addCardholderSsn.replacement).toMatchObject({ reason: 'lost', status: 'pending' });
  });

  it('the issuer unreachable: CARD_ISSUER_UNAVAILABLE, and the card still works', async () => {
    const holder = await activeCardholder('IssuerDown');
    vi.spyOn(app.cards.issuer, 'closeCard').mockRejectedValueOnce(new CardIssuerUnavailableError('timeout'));
    expect(codeOf(await replace(holder, 'stolen'))).toBe('CARD_ISSUER_UNAVAILABLE');
    expect((await cardRow(app, holder.card.id)).status).toBe('active');
    expect(await replacementRows(holder)).toHaveLength(0);
    expect(await mailsOf(app, 'card-replacement', await emailOf(holder))).toHaveLength(0);
  });

  it('a fourth replacement in 12 months: CARD_REPLACEMENT_LIMIT', async () => {
    const holder = await activeCardholder('Limit');
    let current = holder;
    for (let round = 0; round < 3; round += 1) {
      expect(codeOf(await replace(current, 'lost'))).toBeUndefined();
      await app.jobs.drain();
      const latest = (await cardsOf(holder)).at(-1);
      current = { ...holder, card: await cardRow(app, latest?.id ?? 0) };
      await shipAndDeliver(app, current);
    }
    const fourth = await replace(current, 'lost');
    expect(codeOf(fourth)).toBe('CARD_REPLACEMENT_LIMIT');
    expect(messageOf(fourth)).toBe(cardReplacementMessages.limit);
    expect((await cardRow(app, current.card.id)).status).toBe('delivered');
  });
});

describe('a locked card', () => {
  it("the holder's own lock: replaced like any other", async () => {
    const holder = await activeCardholder('Locked');
    await holder.applicant.query(`mutation { lockCard { card { status } } }`);
    expect((await replace(holder, 'lost')).data?.replaceCard.card.status).toBe('closed');
  });
});

describe('the account closed while the new card is being made', () => {
  it('no card is made', async () => {
    const holder = await activeCardholder('ClosedMeanwhile');
    await replace(holder, 'lost');
    await app.database.sql.executeSql(`UPDATE card_accounts SET status = 'closed' WHERE id = $1`, [holder.account.id]);
    await app.jobs.drain();
    expect(await cardsOf(holder)).toHaveLength(1);
    expect((await replacementRows(holder))[0]?.cardId).toBeNull();
  });
});
