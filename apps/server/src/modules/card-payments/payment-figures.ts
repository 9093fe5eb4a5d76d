import { paymentAmounts, type PaymentAmounts } from '@waypoint/domain/card-account/payment-amount';
import { creditDateOf, latestScheduleDate } from '@waypoint/domain/card-account/payment-timing';
import { AppError } from '../../graphql/app-error.js';
import type { CardPaymentsDeps, LatestStatement, PaymentsCardAccount } from './card-payments-deps.js';
import { paidSince } from './card-payments-repository.js';

/** What the amount choices and the Pay screen are computed from (docs/product-rules.md#card-payments). */
export interface AccountFigures {
  currentBalanceCents: number;
  statement: LatestStatement | null;
  amounts: PaymentAmounts;
}

/**
 * The issuer's balance (the ledger of record, decision 078), the last
 * statement, and the payments received since it closed and not returned:
 * pending ones too, which the issuer's balance does not show yet.
 */
export async function accountFigures(deps: CardPaymentsDeps, account: PaymentsCardAccount): Promise<AccountFigures> {
  let currentBalanceCents: number;
  try {
    ({ currentBalanceCents } = await deps.issuer.balanceOf(account.providerAccountId));
  } catch (error) {
    if (!deps.isIssuerUnavailable(error)) throw error;
    throw new AppError(
      'ISSUER_UNAVAILABLE',
      'We cannot reach the card’s bank to read your balance right now. Try again in a few minutes.',
      503,
    );
  }
  const statement = await deps.statements.latestStatementOf(deps.db, account.id);
  const paid = await paidSince(deps.db, account.id, statement?.periodEnd ?? null);
  const amounts = paymentAmounts({
    currentBalanceCents,
    statementBalanceCents: statement?.balanceCents ?? 0,
    minimumDueCents: statement?.minimumDueCents ?? 0,
    paidSinceStatementCents: statement ? paid.paidCents : 0,
    pendingCents: paid.pendingCents,
  });
  return { currentBalanceCents, statement, amounts };
}

/** myPaymentOptions (card-payments.graphql); null before a card account exists. */
export async function paymentOptions(deps: CardPaymentsDeps, userId: string) {
  const account = await deps.cards.latestAccountOf(deps.db, userId);
  if (!account) return null;
  const figures = await accountFigures(deps, account);
  const now = deps.now();
  return {
    currentBalanceCents: figures.currentBalanceCents,
    currentBalanceRemainingCents: figures.amounts.currentBalanceCents,
    statementBalanceCents: figures.statement?.balanceCents ?? 0,
    minimumDueCents: figures.amounts.minimumDueCents,
    statementBalanceRemainingCents: figures.amounts.statementBalanceRemainingCents,
    dueDate: figures.statement?.dueDate ?? null,
    creditDateIfPaidNow: creditDateOf(now),
    latestScheduleDate: latestScheduleDate(now),
  };
}
