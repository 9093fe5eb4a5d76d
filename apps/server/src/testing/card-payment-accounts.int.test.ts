import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, creditDateOf } from '@waypoint/domain/card-account/payment-timing';
import { paymentBankAccounts } from '../modules/card-payments/card-payments-tables.js';
import {
  bankAccountFields,
  codeOf,
  fieldErrorsOf,
  linkAnswer,
  linkedBank,
  pay,
  payAnswer,
  sandboxPublicToken,
} from './card-payments-test-kit.js';
import { approvedWithCard, type Cardholder } from './cards-test-kit.js';
import { closeStatement, post } from './rewards-test-kit.js';
import { stepUpAs } from './step-up-test-kit.js';
import { createTestApp, type TestApp } from './test-app.js';

// Payment bank accounts and the payment's checks (docs/product-rules.md#card-payments, decision 080):
// linking through Plaid Auth behind the step-up, one row per account, removal refused while in use,
// and every argument of makeCardPayment checked beside its field.

let app: TestApp;
let made = 0;

beforeAll(async () => {
  app = await createTestApp();
}, 120_000);

afterAll(async () => {
  await app?.close();
});

async function cardholder(): Promise<Cardholder> {
  made += 1;
  return approvedWithCard(app, `Payer${'abcdefghijklmnopqrstuvwxyz'[made % 26]}`, 2500);
}

const listQuery = `query { myPaymentBankAccounts { ${bankAccountFields} } }`;
const removeMutation = `mutation Remove($id: Int!) { removePaymentBankAccount(id: $id) }`;
const cancelMutation = `mutation Cancel($id: Int!) { cancelCardPayment(id: $id) { id status } }`;

describe('linking a bank account to pay from', () => {
  it('needs a recent step-up: without one, STEP_UP_REQUIRED and nothing is linked', async () => {
    const holder = await cardholder();
    const answer = await linkAnswer(holder, await sandboxPublicToken(holder), 'acc_checking');
    expect(codeOf(answer)).toBe('STEP_UP_REQUIRED');
    const rows = await app.database.db
      .select()
      .from(paymentBankAccounts)
      .where(eq(paymentBankAccounts.userId, holder.userId));
    expect(rows).toEqual([]);
  });

  it('links the chosen account with its bank, subtype and last four; the numbers are kept encrypted', async () => {
    const holder = await cardholder();
    const linked = await linkedBank(app, holder);
    expect(linked).toMatchObject({ institutionName: 'Harbor Credit Union', subtype: 'checking', mask: '0000' });
    const [row] = await app.database.db.select().from(paymentBankAccounts).where(eq(paymentBankAccounts.id, linked.id));
    expect(row?.accountNumberCipher).toMatch(/^v1\./);
    expect(row?.routingNumberCipher).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain('1111222233330000');
    expect(JSON.stringify(row)).not.toContain('011401533');
  });

  it('the same account linked again answers the same row; another account is a second row, newest first', async () => {
    const holder = await cardholder();
    const first = await linkedBank(app, holder);
    const again = await linkAnswer(holder, await sandboxPublicToken(holder), 'acc_checking');
    expect(again.data?.linkPaymentBankAccount.id).toBe(first.id);
    const savings = await linkAnswer(holder, await sandboxPublicToken(holder), 'acc_savings');
    expect(savings.data?.linkPaymentBankAccount).toMatchObject({ subtype: 'savings', mask: '1111' });
    const list = await holder.applicant.query<{ myPaymentBankAccounts: { id: number }[] }>(listQuery);
    expect(list.data?.myPaymentBankAccounts.map((account) => account.id)).toEqual([
      savings.data?.linkPaymentBankAccount.id,
      first.id,
    ]);
  });

  it.each([
    ['a bank connection with two accounts and none chosen', null, 'BAD_USER_INPUT', 'plaidAccountId'],
    ['an account not in the connection', 'acc_elsewhere', 'BAD_USER_INPUT', 'plaidAccountId'],
  ])('%s is refused', async (_rule, plaidAccountId, code, field) => {
    const holder = await cardholder();
    await stepUpAs(app, holder.applicant, holder.userId);
    const answer = await linkAnswer(holder, await sandboxPublicToken(holder), plaidAccountId);
    expect(codeOf(answer)).toBe(code);
    expect(fieldErrorsOf(answer).map((error) => error.field)).toEqual([field]);
  });

  it('a public token used once answers BANK_LINK_INVALID_TOKEN the second time', async () => {
    const holder = await cardholder();
    await stepUpAs(app, holder.applicant, holder.userId);
    const token = await sandboxPublicToken(holder);
    expect(codeOf(await linkAnswer(holder, token, 'acc_checking'))).toBeUndefined();
    expect(codeOf(await linkAnswer(holder, token, 'acc_checking'))).toBe('BANK_LINK_INVALID_TOKEN');
  });

  it('createPaymentLinkToken answers a Link token', async () => {
    const holder = await cardholder();
    const answer = await holder.applicant.query<{ createPaymentLinkToken: string }>(
      'mutation { createPaymentLinkToken }',
    );
    expect(answer.data?.createPaymentLinkToken).toMatch(/^link-sandbox-/);
  });
});

describe('removing a linked account', () => {
  it('is refused while a scheduled payment pays from it, and done once that is canceled', async () => {
    const holder = await cardholder();
    const bank = await linkedBank(app, holder);
    await post(holder, { kind: 'purchase', amountCents: 4_000, description: 'Shoes' });
    const tomorrow = addCalendarDays(creditDateOf(app.clock.now()), 1);
    const scheduled = await pay(holder, {
      bankAccountId: bank.id,
      amountChoice: 'currentBalance',
      scheduledFor: tomorrow,
    });
    expect(scheduled).toMatchObject({ status: 'scheduled', creditDate: tomorrow, amountCents: 4_000 });
    const refused = await holder.applicant.query(removeMutation, { id: bank.id });
    expect(codeOf(refused)).toBe('BANK_ACCOUNT_IN_USE');
    const canceled = await holder.applicant.query(cancelMutation, { id: scheduled.id });
    expect(canceled.data).toEqual({ cancelCardPayment: { id: scheduled.id, status: 'canceled' } });
    expect((await holder.applicant.query(removeMutation, { id: bank.id })).data).toEqual({
      removePaymentBankAccount: true,
    });
    const list = await holder.applicant.query<{ myPaymentBankAccounts: unknown[] }>(listQuery);
    expect(list.data?.myPaymentBankAccounts).toEqual([]);
  });

  it("another member's account answers BANK_ACCOUNT_NOT_FOUND", async () => {
    const owner = await cardholder();
    const bank = await linkedBank(app, owner);
    const stranger = await cardholder();
    expect(codeOf(await stranger.applicant.query(removeMutation, { id: bank.id }))).toBe('BANK_ACCOUNT_NOT_FOUND');
  });
});

describe('makeCardPayment checks every argument (BAD_USER_INPUT beside the field)', () => {
  let holder: Cardholder;
  let bankId: number;
  let strangersBankId: number;

  beforeAll(async () => {
    holder = await cardholder();
    bankId = (await linkedBank(app, holder)).id;
    strangersBankId = (await linkedBank(app, await cardholder())).id;
    await post(holder, { kind: 'purchase', amountCents: 10_000, description: 'Groceries' });
  }, 120_000);

  const today = () => creditDateOf(app.clock.now());
  it.each([
    ['an idempotency key that is not a UUID', () => ({ idempotencyKey: 'press-1' }), 'idempotencyKey', 'a UUID'],
    ['no bank account', () => ({ bankAccountId: 0 }), 'bankAccountId', 'linked bank accounts'],
    ["another member's bank account", () => ({ bankAccountId: strangersBankId }), 'bankAccountId', 'linked bank'],
    ['an unknown choice', () => ({ amountChoice: 'everything' }), 'amountChoice', 'Choose one of'],
    ['other without an amount', () => ({ amountChoice: 'other' }), 'amountCents', 'Enter the amount'],
    ['an amount with another choice', () => ({ amountCents: 500 }), 'amountCents', 'only with the choice'],
    ['other below $1', () => ({ amountChoice: 'other', amountCents: 99 }), 'amountCents', '$1.00'],
    ['other above the balance', () => ({ amountChoice: 'other', amountCents: 10_001 }), 'amountCents', '$100.00'],
    ['a day that does not exist', () => ({ scheduledFor: '2026-02-30' }), 'scheduledFor', 'on the calendar'],
    ['a day already past', () => ({ scheduledFor: addCalendarDays(today(), -1) }), 'scheduledFor', 'today or a later'],
    ['a day beyond 60 days', () => ({ scheduledFor: addCalendarDays(today(), 61) }), 'scheduledFor', '60 days'],
  ])('%s', async (_rule, change, field, words) => {
    const answer = await payAnswer(holder, { bankAccountId: bankId, amountChoice: 'currentBalance', ...change() });
    expect(codeOf(answer)).toBe('BAD_USER_INPUT');
    const errors = fieldErrorsOf(answer);
    expect(errors.map((error) => error.field)).toEqual([field]);
    expect(errors[0]?.message).toContain(words);
  });

  it('a day 60 days ahead is taken', async () => {
    const day = addCalendarDays(today(), 60);
    const answer = await payAnswer(holder, { bankAccountId: bankId, amountChoice: 'minimum', scheduledFor: day });
    // No statement yet: the minimum is nothing, so the day passed its check and the amount did not.
    expect(codeOf(answer)).toBe('NOTHING_TO_PAY');
  });

  it('NOTHING_TO_PAY for a choice that comes to 0: no statement yet, or nothing owed', async () => {
    expect(codeOf(await payAnswer(holder, { bankAccountId: bankId, amountChoice: 'statementBalance' }))).toBe(
      'NOTHING_TO_PAY',
    );
    const owesNothing = await cardholder();
    const bank = await linkedBank(app, owesNothing);
    expect(codeOf(await payAnswer(owesNothing, { bankAccountId: bank.id, amountChoice: 'currentBalance' }))).toBe(
      'NOTHING_TO_PAY',
    );
  });

  it('the statement choices pay what is left of them after payments since the statement closed', async () => {
    const payer = await cardholder();
    const bank = await linkedBank(app, payer);
    await post(payer, { kind: 'purchase', amountCents: 50_000, description: 'Laptop' });
    const statement = await closeStatement(payer);
    const minimum = await pay(payer, { bankAccountId: bank.id, amountChoice: 'minimum' });
    expect(minimum.amountCents).toBe(statement.minimumDueCents);
    const options = await payer.applicant.query<{ myPaymentOptions: Record<string, unknown> }>(
      `query { myPaymentOptions { minimumDueCents statementBalanceRemainingCents currentBalanceRemainingCents dueDate } }`,
    );
    expect(options.data?.myPaymentOptions).toEqual({
      minimumDueCents: 0,
      statementBalanceRemainingCents: statement.balanceCents - statement.minimumDueCents,
      currentBalanceRemainingCents: 50_000 - statement.minimumDueCents,
      dueDate: statement.dueDate,
    });
    const rest = await pay(payer, { bankAccountId: bank.id, amountChoice: 'statementBalance' });
    expect(rest.amountCents).toBe(statement.balanceCents - statement.minimumDueCents);
    expect(codeOf(await payAnswer(payer, { bankAccountId: bank.id, amountChoice: 'minimum' }))).toBe('NOTHING_TO_PAY');
  });

  it('a key that is reused for a different payment is refused (IDEMPOTENCY_KEY_REUSED)', async () => {
    const idempotencyKey = randomUUID();
    await pay(holder, { idempotencyKey, bankAccountId: bankId, amountChoice: 'other', amountCents: 1_000 });
    const other = await payAnswer(holder, {
      idempotencyKey,
      bankAccountId: bankId,
      amountChoice: 'other',
      amountCents: 2_000,
    });
    expect(codeOf(other)).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});
