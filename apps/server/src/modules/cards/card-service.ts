import {
  CARD_ACTIVATION_TRIES,
  cardActivationMessages,
  cardActivationSchema,
  printedExpiry,
} from '@waypoint/domain/cards/card-activation';
import { canMoveCard, isCardStatus, type CardStatus } from '@waypoint/domain/cards/card-status';
import { ssnFollowUpDates } from '@waypoint/domain/cards/ssn-follow-up';
import type { Db } from '../../db/database.js';
import { AppError, badUserInput } from '../../graphql/app-error.js';
import type { RateRule } from '../../platform/rate-limit.js';
import { accountStandingOf } from './account-standing.js';
import { CardIssuerUnavailableError } from './card-issuing-provider.js';
import type { CardReplacementView } from './card-replacement-view.js';
import type { CardsDeps, RequestScope } from './cards-deps.js';
import {
  cardAccountById,
  findMyCard,
  lockCardById,
  markCardActivated,
  setCardStatus,
  type CardAccountRow,
  type CardRow,
} from './cards-repository.js';

/** Wrong activation tries per card (docs/product-rules.md#cards); the subject is the card's id. */
export const cardActivationRule: RateRule = { name: 'card-activation:card', ...CARD_ACTIVATION_TRIES };

export const cardErrors = {
  noCard: () => new AppError('CARD_NOT_FOUND', 'You do not have a card yet.', 404),
  alreadyActive: () => new AppError('CARD_ALREADY_ACTIVE', cardActivationMessages.alreadyActive, 409),
  notActivatable: () => new AppError('CARD_NOT_ACTIVATABLE', cardActivationMessages.notActivatable, 409),
  notInUs: () => new AppError('CARD_ACTIVATION_NOT_IN_US', cardActivationMessages.notInUs, 403),
  phoneNeeded: () => new AppError('VERIFIED_PHONE_REQUIRED', cardActivationMessages.phoneNeeded, 403),
  mismatch: () => new AppError('CARD_DETAILS_MISMATCH', cardActivationMessages.mismatch, 400),
  tooManyTries: () => new AppError('CARD_ACTIVATION_TOO_MANY_TRIES', cardActivationMessages.tooManyTries, 429),
  notActive: () => new AppError('CARD_NOT_ACTIVE', 'Only an active card can be locked or unlocked.', 409),
  lockedForSsn: () =>
    new AppError('CARD_LOCKED_FOR_SSN', 'This card is locked until you add your SSN. Adding it unlocks the card.', 409),
  accountClosed: () =>
    new AppError(
      'CARD_ACCOUNT_CLOSED',
      'This card account is closed: the card no longer works. Any balance owed stays payable.',
      409,
    ),
  issuerUnavailable: () =>
    new AppError(
      'CARD_ISSUER_UNAVAILABLE',
      'We could not reach our card partner. Nothing has changed; please try again in a few minutes.',
      503,
    ),
};

/** What closing the account did (CardAccount.closure), built by card-account-closing.ts; null while open. */
export interface CardAccountClosureView {
  closedAt: string;
  balanceOwedCents: number;
  cashBackPayoutCents: number;
  cashBackForfeitedCents: number;
  cashBackPayoutTo: string | null;
  cashBackPayoutBy: string | null;
  cashBackPayoutStatus: string;
}

/** The card account as the contract (cards.graphql) shows it. */
export function cardAccountView(
  account: CardAccountRow,
  card: CardRow,
  closure: CardAccountClosureView | null = null,
  replacement: CardReplacementView | null = null,
) {
  // A closed account's SSN follow-up ended with it (product-rules#ssn-follow-up): nothing asked, no deadline.
  const ssnNeeded = account.status !== 'closed' && account.ssnRequired && !account.ssnCipher;
  return {
    card: {
      id: card.id,
      status: card.status,
      lastFour: card.lastFour,
      expiry: printedExpiry(card.expMonth, card.expYear),
      lockReason: card.status === 'locked' ? card.lockReason : null,
      activatedAt: card.activatedAt?.toISOString() ?? null,
    },
    creditLimitCents: account.creditLimitCents,
    ssnNeeded,
    // Counted from activation (docs/product-rules.md#ssn-follow-up): none before it.
    ssnDeadline: ssnNeeded && card.activatedAt ? ssnFollowUpDates(card.activatedAt).deadline.toISOString() : null,
    ssnLastFour: null,
    status: account.status === 'closed' ? 'closed' : 'open',
    aprBps: account.aprBps,
    closure: account.status === 'closed' ? closure : null,
    replacement,
  };
}

export type CardAccountView = ReturnType<typeof cardAccountView>;

export async function lockCardRow(tx: Db, cardId: number): Promise<CardRow> {
  const row = await lockCardById(tx, cardId);
  if (!row) throw new Error(`card ${cardId} vanished`);
  return row;
}

async function accountOf(db: Db, accountId: number): Promise<CardAccountRow> {
  const row = await cardAccountById(db, accountId);
  if (!row) throw new Error(`card account ${accountId} vanished`);
  return row;
}

export function statusOf(card: CardRow): CardStatus {
  if (!isCardStatus(card.status)) throw new Error(`card ${card.id} has an unknown status ${card.status}`);
  return card.status;
}

/** Why the cardholder may not activate a card in this status. */
function activationRefusal(status: CardStatus): AppError {
  if (status === 'closed') return cardErrors.accountClosed();
  return status === 'active' || status === 'locked' ? cardErrors.alreadyActive() : cardErrors.notActivatable();
}

/** The issuer's answer, its outage told as one the member may retry. */
export async function askIssuer(call: () => Promise<void>): Promise<void> {
  try {
    await call();
  } catch (error) {
    if (error instanceof CardIssuerUnavailableError) throw cardErrors.issuerUnavailable();
    throw error;
  }
}

/** The member's card; a closed account refuses every card operation (docs/product-rules.md#closing-the-account). */
export async function requireMyCard(deps: CardsDeps, userId: string) {
  const mine = await findMyCard(deps.db, userId);
  if (!mine) throw cardErrors.noCard();
  if (mine.account.status === 'closed') throw cardErrors.accountClosed();
  return mine;
}

/**
 * The activation's place (docs/product-rules.md#card-activation-country,
 * decision 077): a US address passes; an address of another country is
 * refused; where the IP data names no country (most often an IPv6 network the
 * data does not cover) the applicant proves it is them by a code to their
 * verified phone, which the account opening bound to a US mobile number.
 * Without a verified phone the web is told to ask for one first.
 */
async function assertActivationPlace(deps: CardsDeps, scope: RequestScope): Promise<string | null> {
  const country = await deps.requestCountry(scope.request);
  if (country === 'US') return country;
  if (country !== null) throw cardErrors.notInUs();
  try {
    await deps.stepUp.requireRecent(scope, { methods: ['phoneCode'] });
  } catch (error) {
    // A step-up no method can meet: the account has no verified phone yet.
    if (error instanceof AppError && error.code === 'STEP_UP_REQUIRED' && offersNoMethod(error)) {
      throw cardErrors.phoneNeeded();
    }
    throw error;
  }
  return null;
}

function offersNoMethod(error: AppError): boolean {
  const methods = error.extensions?.methods;
  return Array.isArray(methods) && methods.length === 0;
}

/**
 * activateCard (docs/product-rules.md#cards; decision 037): a shipped or
 * delivered card, from a US request (or an unknown place with a phone
 * step-up, above), with its last four digits and printed expiry. Every try on an activatable card counts towards the per-card limit
 * (a correct one clears it), so once the limit is spent even the right
 * digits wait for the window to pass. The issuer is asked first (idempotent);
 * the status, isCardHolder and the referrer's activation then change in one
 * transaction under the card's row lock, so a double submit activates once.
 * The referrer's standing is read on that transaction, as of the activation.
 */
export async function activateCard(
  deps: CardsDeps,
  userId: string,
  scope: RequestScope,
  input: { lastFour: unknown; expiry: unknown },
): Promise<CardAccountView> {
  const parsed = cardActivationSchema.safeParse(input);
  if (!parsed.success) throw badUserInput(parsed.error.issues);
  const { card, account } = await requireMyCard(deps, userId);
  const status = statusOf(card);
  if (!canMoveCard(status, 'active', 'cardholder')) throw activationRefusal(status);
  const country = await assertActivationPlace(deps, scope);
  const tries = await deps.limiter.count(cardActivationRule, String(card.id), deps.now());
  if (tries > cardActivationRule.limit) throw cardErrors.tooManyTries();
  if (parsed.data.lastFour !== card.lastFour || parsed.data.expiry !== printedExpiry(card.expMonth, card.expYear)) {
    throw cardErrors.mismatch();
  }
  await askIssuer(() => deps.issuer.activateCard(card.providerCardId));
  const now = deps.now();
  const activated = await deps.db.transaction(async (tx) => {
    const locked = await lockCardRow(tx, card.id);
    const current = statusOf(locked);
    if (!canMoveCard(current, 'active', 'cardholder')) throw activationRefusal(current);
    const activatedRow = await markCardActivated(tx, card.id, now, country);
    await deps.accounts.markCardHolder(tx, userId);
    // The referrer's boost counts only within 90 days of the approval, and only while the referrer's account
    // is open, not suspended or in default, that day (docs/product-rules.md#cash-back, decision 103).
    const approvedAt = (await deps.approvedAt(tx, account.applicationId)) ?? account.createdAt;
    await deps.referrals.markActivated(tx, userId, {
      activatedAt: now,
      approvedAt,
      referrerInGoodStanding: async (referrerUserId) =>
        (await accountStandingOf(deps, tx, referrerUserId, now)) === null,
    });
    // Admitted without an SSN: its 60 days start now (docs/product-rules.md#ssn-follow-up).
    const holder = await deps.accounts.holderOf(tx, userId);
    if (holder) {
      await deps.ssnFollowUp.schedule(tx, { accountId: activatedRow.accountId, userId, activatedAt: now, ...holder });
    }
    return activatedRow;
  });
  await deps.limiter.clear(cardActivationRule, String(card.id));
  return cardAccountView(await accountOf(deps.db, activated.accountId), activated);
}

/**
 * Moves the card between active and locked by the cardholder, in one
 * transaction under its row lock; the rule is checked again there, so an SSN
 * deadline's lock landing meanwhile is never lifted by the cardholder.
 */
async function moveByCardholder(deps: CardsDeps, cardId: number, to: 'active' | 'locked'): Promise<CardRow> {
  return deps.db.transaction(async (tx) => {
    const locked = await lockCardRow(tx, cardId);
    const status = statusOf(locked);
    if (status === to) return locked;
    assertCardholderMove(status, to, locked.lockReason);
    return setCardStatus(tx, cardId, { status: to, lockReason: to === 'locked' ? 'cardholder' : null }, deps.now());
  });
}

/** A lock or an unlock only: the cardholder's move to active from shipped or delivered is activation, not this. */
function assertCardholderMove(status: CardStatus, to: 'active' | 'locked', lockReason: string | null): void {
  const from = to === 'active' ? 'locked' : 'active';
  if (status === 'closed') throw cardErrors.accountClosed();
  if (status !== from) throw cardErrors.notActive();
  if (to === 'active' && lockReason === 'ssnMissing') throw cardErrors.lockedForSsn();
  const reason = lockReason === 'cardholder' ? 'cardholder' : null;
  if (!canMoveCard(status, to, 'cardholder', reason)) throw cardErrors.notActive();
}

/** lockCard: an active card; a locked one answers as it is (a retried lock). */
export async function lockCard(deps: CardsDeps, userId: string): Promise<CardAccountView> {
  const { account, card } = await requireMyCard(deps, userId);
  const status = statusOf(card);
  if (status === 'locked') return cardAccountView(account, card);
  assertCardholderMove(status, 'locked', card.lockReason);
  // The issuer stops authorisations first: a card shown locked must be locked there.
  await askIssuer(() => deps.issuer.setCardLocked(card.providerCardId, true));
  return cardAccountView(account, await moveByCardholder(deps, card.id, 'locked'));
}

/**
 * unlockCard: lifts the cardholder's own lock; an active card answers as it
 * is (a retried unlock). The SSN deadline's lock lifts only when the SSN is
 * added (docs/product-rules.md#ssn-follow-up).
 */
export async function unlockCard(deps: CardsDeps, userId: string, scope: RequestScope): Promise<CardAccountView> {
  const { account, card } = await requireMyCard(deps, userId);
  const status = statusOf(card);
  if (status === 'active') return cardAccountView(account, card);
  assertCardholderMove(status, 'active', card.lockReason);
  // product-rules#step-up: only an unlock that would happen asks; a thief with the session must not undo the holder's lock.
  await deps.stepUp.requireRecent(scope);
  // Our record moves first and the issuer follows; if the issuer fails, the card goes back to locked (the safe side).
  const row = await moveByCardholder(deps, card.id, 'active');
  try {
    await askIssuer(() => deps.issuer.setCardLocked(card.providerCardId, false));
  } catch (error) {
    await moveByCardholder(deps, card.id, 'locked');
    throw error;
  }
  return cardAccountView(account, row);
}
