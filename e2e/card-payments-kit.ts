import type { Page } from '@playwright/test';
import { printedExpiry } from '@waypoint/domain/cards/card-activation';
import { deliverWebhook, type Cardholder } from '../apps/server/src/testing/cards-test-kit.js';
import { goodPassword } from '../apps/server/src/testing/test-accounts.js';
import type { TestApp } from '../apps/server/src/testing/test-app.js';
import { signIn } from './account-kit.js';
import { expect } from './fixtures.js';
import { passStepUpByEmail } from './step-up-kit.js';

/*
 * A cardholder paying the card (docs/product-rules.md#card-payments) on a
 * spec's own server: the card activated, purchases and statements made
 * through the sandbox issuer's control routes (docs/sandbox.md "Cards"), what
 * the server holds read through the holder's own GraphQL session.
 */

const activateMutation = `mutation A($lastFour: String!, $expiry: String!) {
  activateCard(lastFour: $lastFour, expiry: $expiry) { card { status } }
}`;

/** The issuer ships the card, then its holder activates it from the US (the sandbox country header). */
export async function activate(server: TestApp, holder: Cardholder): Promise<void> {
  const shipped = await deliverWebhook(server, {
    id: `evt_ship_${holder.card.providerCardId}`,
    type: 'card.shipped',
    cardId: holder.card.providerCardId,
    createdAt: server.clock.now().toISOString(),
  });
  expect(shipped.statusCode).toBe(200);
  const answer = await holder.applicant.send({
    method: 'POST',
    url: '/api/v1/graphql',
    headers: { 'content-type': 'application/json', 'x-sandbox-ip-country': 'US' },
    payload: JSON.stringify({
      query: activateMutation,
      variables: { lastFour: holder.card.lastFour, expiry: printedExpiry(holder.card.expMonth, holder.card.expYear) },
    }),
  });
  expect(answer.json()).toEqual({ data: { activateCard: { card: { status: 'active' } } } });
}

/** A purchase on the holder's card, as the issuer would post it. */
export async function purchase(holder: Cardholder, amountCents: number, description: string): Promise<void> {
  const response = await holder.applicant.send({
    method: 'POST',
    url: '/api/v1/sandbox/card-issuer/transactions',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ kind: 'purchase', amountCents, description }),
  });
  expect(response.statusCode, response.body).toBe(201);
}

/** Closes the cycle now; `dueInDays` 0 makes the statement due today (Eastern). */
export async function closeStatement(holder: Cardholder, dueInDays: number): Promise<{ minimumDueCents: number }> {
  const response = await holder.applicant.send({
    method: 'POST',
    url: '/api/v1/sandbox/card-issuer/statements',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ dueInDays }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { minimumDueCents: number };
}

export interface PaymentRow {
  id: number;
  amountCents: number;
  status: string;
  autopay: boolean;
  creditDate: string;
  returnCode: string | null;
}

export async function paymentsOf(holder: Cardholder): Promise<PaymentRow[]> {
  const answer = await holder.applicant.query<{ myPayments: PaymentRow[] }>(
    '{ myPayments(first: 100) { id amountCents status autopay creditDate returnCode } }',
  );
  expect(answer.errors).toBeUndefined();
  return answer.data?.myPayments ?? [];
}

export async function onTimePaymentsOf(holder: Cardholder): Promise<number> {
  const answer = await holder.applicant.query<{ myRewards: { onTimePayments: number } | null }>(
    '{ myRewards { onTimePayments } }',
  );
  expect(answer.errors).toBeUndefined();
  return answer.data?.myRewards?.onTimePayments ?? -1;
}

export async function emailOf(server: TestApp, holder: Cardholder): Promise<string> {
  const { rows } = await server.database.sql.executeSql('select email from users where id = $1', [holder.userId]);
  return (rows as { email: string }[])[0]?.email ?? '';
}

export async function signInAs(page: Page, server: TestApp, holder: Cardholder): Promise<void> {
  await page.goto('/user/login');
  await signIn(page, await emailOf(server, holder), goodPassword);
  await expect(page).not.toHaveURL(/\/user\/login/);
}

/**
 * "Link a bank account" through the sandbox's Link (First Platypus Bank, user_good / pass_good, its
 * checking account), then the step-up by a code e-mailed to the holder (decision 073).
 */
export async function linkCheckingAccount(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: 'Link a bank account' }).click();
  const link = page.getByRole('dialog', { name: 'Link a bank account' });
  await link.getByRole('button', { name: 'First Platypus Bank' }).click();
  await link.getByLabel('Username').fill('user_good');
  await link.getByLabel('Password').fill('pass_good');
  await link.getByRole('button', { name: 'Log in' }).click();
  await link.getByRole('button', { name: /^Everyday Checking ending 0000$/ }).click();
  await passStepUpByEmail(page, email);
  await expect(page.getByRole('status').filter({ hasText: 'Linked First Platypus Bank ending 0000.' })).toBeVisible();
}

/** "$25.00" for 2500. */
export function dollars(cents: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
}
