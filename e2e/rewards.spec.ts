import type { Page } from '@playwright/test';
import { printedExpiry } from '@waypoint/domain/cards/card-activation';
import { approvedWithCard, deliverWebhook, type Cardholder } from '../apps/server/src/testing/cards-test-kit.js';
import { goodPassword } from '../apps/server/src/testing/test-accounts.js';
import type { TestApp } from '../apps/server/src/testing/test-app.js';
import { signIn } from './account-kit.js';
import { tabTo } from './application-kit.js';
import { expectNoAxeViolations } from './axe.js';
import { expect, test } from './fixtures.js';
import { startInProcessServer } from './in-process-server.js';
import { atPhoneAndDesktop } from './screenshots.js';
import { mainPort } from './servers.js';

/**
 * Cash back on /account/cash-back (docs/product-rules.md#cash-back): a cardholder whose two invited friends
 * activate their cards sees 3% with both boosts, spends and pays through the sandbox issuer's
 * control routes (docs/sandbox.md "Cards"), is told why Redeem is off until three statements are
 * paid on time, then redeems by keyboard: the balance is $0.00 and the statement credit is listed.
 * A server of its own in this process; cardholders are approved through the server's test kit
 * (the approval screens are e2e/staff-decisions.spec.ts's, the card's own e2e/card.spec.ts's).
 */
const rewardsPort = mainPort + 28;
const rewardsUrl = `http://127.0.0.1:${rewardsPort}`;

let server: TestApp;

test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.use({ baseURL: rewardsUrl });

test.beforeAll(async () => {
  server = await startInProcessServer(rewardsPort);
});

test.afterAll(async () => {
  await server.close();
});

const activateMutation = `mutation A($lastFour: String!, $expiry: String!) {
  activateCard(lastFour: $lastFour, expiry: $expiry) { card { status } }
}`;

/** The issuer ships the card, then its holder activates it from the US (the sandbox country header). */
async function activate(holder: Cardholder): Promise<void> {
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
      variables: {
        lastFour: holder.card.lastFour,
        expiry: printedExpiry(holder.card.expMonth, holder.card.expYear),
      },
    }),
  });
  expect(answer.json()).toEqual({ data: { activateCard: { card: { status: 'active' } } } });
}

/**
 * A friend who came through the holder's invitation (the referral recorded as the invite link
 * records it; e2e/invite.spec.ts walks the link) and then activates their own card.
 */
async function invitedFriendActivates(holder: Cardholder, lastName: string): Promise<void> {
  const friend = await approvedWithCard(server, lastName, 1500);
  await server.database.sql.executeSql(
    'insert into referrals (referrer_user_id, referred_user_id, code) values ($1, $2, $3)',
    [holder.userId, friend.userId, 'FRIENDS'],
  );
  await activate(friend);
}

/** The sandbox issuer's control routes, for the holder's own account. */
async function sandbox(holder: Cardholder, route: 'transactions' | 'statements', body: Record<string, unknown>) {
  const response = await holder.applicant.send({
    method: 'POST',
    url: `/api/v1/sandbox/card-issuer/${route}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { minimumDueCents: number };
}

/** One billing cycle: a purchase, the statement, and its minimum paid well before the due date. */
async function cyclePaidOnTime(holder: Cardholder, purchaseCents: number, description: string) {
  await sandbox(holder, 'transactions', { kind: 'purchase', amountCents: purchaseCents, description });
  const statement = await sandbox(holder, 'statements', { dueInDays: 21 });
  await sandbox(holder, 'transactions', { kind: 'payment', amountCents: statement.minimumDueCents });
}

async function emailOf(holder: Cardholder): Promise<string> {
  const { rows } = await server.database.sql.executeSql('select email from users where id = $1', [holder.userId]);
  return (rows as { email: string }[])[0]?.email ?? '';
}

async function rewardsOnAccount(page: Page, holder: Cardholder) {
  await page.goto('/user/login');
  await signIn(page, await emailOf(holder), goodPassword);
  await expect(page).not.toHaveURL(/\/user\/login/);
  await page.goto('/account/cash-back');
  return page.getByRole('region', { name: 'Your cash back' });
}

test('two friends activate: 3% with two boosts; three statements paid on time open Redeem, which pays the balance', async ({
  page,
}) => {
  const holder = await approvedWithCard(server, 'Rewardson', 2500);
  await activate(holder);
  await invitedFriendActivates(holder, 'Friendone');
  await invitedFriendActivates(holder, 'Friendtwo');

  await cyclePaidOnTime(holder, 12_000, 'Groceries');
  const rewards = await rewardsOnAccount(page, holder);
  await expect(rewards.getByText('3%', { exact: true })).toBeVisible();
  await expect(rewards.getByText('Base rate 1%')).toBeVisible();
  await expect(rewards.getByText(/^\+1% for a friend you invited who activated a card, until /)).toHaveCount(2);
  await expect(rewards.getByText('$3.60', { exact: true })).toBeVisible();
  await expect(rewards.getByText('1 of 3 on-time payments')).toBeVisible();
  const redeem = rewards.getByRole('button', { name: /^Redeem/ });
  await expect(redeem).toBeDisabled();
  await expect(redeem).toHaveAccessibleDescription(
    'You can redeem cash back after 3 on-time payments. You have made 1 so far.',
  );
  await expectNoAxeViolations(page);
  await atPhoneAndDesktop(page, 'rewards-not-yet', { checkFits: true });

  await cyclePaidOnTime(holder, 30_000, 'Flights');
  await cyclePaidOnTime(holder, 8_000, 'Books');
  // From the signed-in browser, as docs/sandbox.md "Cards" shows: the session's hash goes as a header.
  const laptop = await page.evaluate(async () => {
    const hash = /wp_session_hash=([^;]+)/.exec(document.cookie)?.[1] ?? '';
    const response = await fetch('/api/v1/sandbox/card-issuer/transactions', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-session-hash': hash },
      body: JSON.stringify({ kind: 'purchase', amountCents: 50_000, description: 'Laptop' }),
    });
    return response.status;
  });
  expect(laptop).toBe(201);
  await page.reload();
  // 3% of $120 + $300 + $80 + $500 = $30.00; the open cycle holds the laptop alone.
  await expect(rewards.getByText('$30.00', { exact: true })).toBeVisible();
  await expect(rewards.getByText('3 on-time payments made: you can redeem')).toBeVisible();
  await expect(
    rewards.getByRole('meter', { name: '$500.00 of $2,500.00 earning cash back this billing cycle' }),
  ).toBeVisible();
  await expect(rewards.getByText('Purchase: Laptop')).toBeVisible();
  await expectNoAxeViolations(page);
  await atPhoneAndDesktop(page, 'rewards-redeemable', { checkFits: true });

  const enabled = rewards.getByRole('button', { name: 'Redeem $30.00' });
  await tabTo(page, enabled);
  await page.keyboard.press('Enter');
  await expect(rewards.getByRole('status')).toHaveText(
    'Redeemed as a statement credit. It shows on your next statement.',
  );
  await expect(rewards.getByRole('status')).toBeFocused();
  await expect(rewards.getByText('$0.00', { exact: true })).toBeVisible();
  await expect(rewards.getByText('Statement credit', { exact: true })).toBeVisible();
  await expect(rewards.getByText('−$30.00')).toBeVisible();
  await expect(rewards.getByRole('button', { name: 'Redeem $0.00' })).toHaveAccessibleDescription(
    'You have no cash back to redeem yet.',
  );
  await expectNoAxeViolations(page);
  await atPhoneAndDesktop(page, 'rewards-redeemed', { checkFits: true });

  // The server agrees: one redemption row, the balance the rows' sum.
  const { rows } = await server.database.sql.executeSql(
    `select kind, sum(amount_cents)::int as total, count(*)::int as count from rewards_ledger
     where account_id = $1 group by kind order by kind`,
    [holder.account.id],
  );
  expect(rows).toEqual([
    { kind: 'earning', total: 3_000, count: 4 },
    { kind: 'redemption', total: -3_000, count: 1 },
  ]);
});

test('a friend who activates while the holder is not in good standing adds no boost, and the account page says why', async ({
  page,
}) => {
  const holder = await approvedWithCard(server, 'Standingless', 2500);
  await activate(holder);
  // The SSN deadline's lock (its own journey: e2e/ssn-follow-up.spec.ts), set here without moving the clock 60 days.
  await server.database.sql.executeSql(`update cards set status = 'locked', lock_reason = 'ssnMissing' where id = $1`, [
    holder.card.id,
  ]);
  await invitedFriendActivates(holder, 'Friendrefused');

  await page.goto('/user/login');
  await signIn(page, await emailOf(holder), goodPassword);
  await expect(page).not.toHaveURL(/\/user\/login/);
  await page.goto('/account');
  const panel = page.getByRole('region', { name: 'Invite friends' });
  await expect(
    panel.getByText(
      '1 friend has joined with your link so far. They activated their card on a day your account was not open and in good standing, which adds no boost.',
    ),
  ).toBeVisible();
  await expect(panel.getByText('Your boost starts when they activate their card.')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await atPhoneAndDesktop(page, 'referral-no-boost', { checkFits: true });
});
