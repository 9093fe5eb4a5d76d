import {
  decideLimitIncrease,
  limitDeclineReasonTexts,
  isLimitDeclineReason,
  limitRequestRefusal,
  limitRequestRefusalMessage,
  nextRequestDay,
  RECENT_STATEMENTS_CHECKED,
  requestedLimitProblem,
  type LimitRequestRefusal,
} from '@waypoint/domain/card-account/credit-limit-increase';
import { purchaseAprRangeBps } from '@waypoint/domain/credit-report/offer-terms';
import type { Db } from '../../db/database.js';
import { AppError, badUserInput } from '../../graphql/app-error.js';
import type { CreditLimitIncreaseRequest } from '../../graphql/generated/resolvers-types.js';
import { appendAuditEvent } from '../../platform/audit/audit-event.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { queueLimitAtIssuer } from './credit-limit-apply-job.js';
import { buildLimitDeclineNotice, limitDeclinedMail, limitDeclinedMailKind } from './credit-limit-mails.js';
import type { CreditLineIncreasesDeps, LimitCardAccount, RequestScope } from './credit-line-increases-deps.js';
import {
  hasOpenLimitRequest,
  insertLimitRequest,
  lastLimitDecisionAt,
  limitRequestsOfUser,
  type CreditLimitIncreaseRow,
} from './credit-line-increases-repository.js';

/*
 * A cardholder's request for a higher limit
 * (docs/product-rules.md#credit-limit-increases, decision 084): checked,
 * decided by the policy and recorded on one transaction under the account's
 * row lock, with its job or notice queued on it.
 */

/** The refusal as the API answers it: the code, the words, and the reason or the day to branch on. */
export function refusalError(refusal: LimitRequestRefusal): AppError {
  const extensions =
    refusal.code === 'LIMIT_REQUEST_NOT_ELIGIBLE'
      ? { reason: refusal.reason, ...(refusal.day ? { day: refusal.day } : {}) }
      : refusal.code === 'LIMIT_REQUEST_TOO_SOON'
        ? { day: refusal.day }
        : {};
  return new AppError(refusal.code, limitRequestRefusalMessage(refusal), 409, undefined, extensions);
}

const maxIncome = 10_000_000;
const maxHousing = 1_000_000;

function checkInput(input: { annualIncome: number; monthlyHousingCost: number }) {
  const issues: { path: string[]; message: string }[] = [];
  if (!Number.isSafeInteger(input.annualIncome) || input.annualIncome < 0 || input.annualIncome > maxIncome)
    issues.push({ path: ['annualIncome'], message: 'Enter your yearly income in whole dollars.' });
  if (
    !Number.isSafeInteger(input.monthlyHousingCost) ||
    input.monthlyHousingCost < 0 ||
    input.monthlyHousingCost > maxHousing
  )
    issues.push({
      path: ['monthlyHousingCost'],
      message: 'Enter your monthly housing cost in whole dollars (0 if none).',
    });
  if (issues.length > 0) throw badUserInput(issues);
}

/** The account's APR; an account from before it was kept (decision 079) is assessed at the schedule's highest. */
export const aprOf = (account: Pick<LimitCardAccount, 'aprBps'>) => account.aprBps ?? purchaseAprRangeBps.high;

/** CreditLimitIncreaseRequest (credit-line-increases.graphql). */
export function limitRequestView(row: CreditLimitIncreaseRow): CreditLimitIncreaseRequest {
  return {
    id: row.id,
    status: row.status,
    currentLimitCents: row.currentLimitCents,
    requestedLimitCents: row.requestedLimitCents,
    approvedLimitCents: row.approvedLimitCents,
    declineReasons: row.declineReasons.filter(isLimitDeclineReason).map((code) => limitDeclineReasonTexts[code].holder),
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

export async function myLimitRequests(deps: CreditLineIncreasesDeps, userId: string) {
  return (await limitRequestsOfUser(deps.db, userId)).map(limitRequestView);
}

/** Queues the notice of action taken (Reg B 1002.9(a)(1)): at once, on the decision's transaction. */
export async function queueDeclineNotice(
  deps: CreditLineIncreasesDeps,
  tx: Db,
  request: Pick<CreditLimitIncreaseRow, 'userId' | 'currentLimitCents'>,
  reasons: readonly string[],
  decidedAt: Date,
): Promise<void> {
  const holder = await deps.holderOf(tx, request.userId);
  if (!holder) return;
  const fullName = [holder.firstName, holder.middleName, holder.lastName]
    .filter((part) => part.trim() !== '')
    .join(' ');
  const notice = buildLimitDeclineNotice({
    creditor: deps.notices.creditor,
    agency: deps.notices.agency,
    holder: { fullName, address: holder.currentAddress ?? '' },
    noticeDate: decidedAt.toISOString().slice(0, 10),
    currentLimitCents: request.currentLimitCents,
    reasons,
  });
  const mail = limitDeclinedMail(holder.email, holder.firstName, notice, nextRequestDay(decidedAt), deps.publicUrl);
  await enqueueMail(tx, limitDeclinedMailKind, mail);
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && (error as { code: unknown }).code === '23505';

/**
 * requestCreditLimitIncrease: who may ask, then the policy at once; the
 * approval's issuer job or the decline's notice queued on the same
 * transaction. Two requests at once take turns on the account's lock and the
 * second finds the first (LIMIT_REQUEST_OPEN, or TOO_SOON once decided).
 */
export async function requestCreditLimitIncrease(
  deps: CreditLineIncreasesDeps,
  scope: RequestScope,
  userId: string,
  input: { annualIncome: number; monthlyHousingCost: number; requestedLimit: number | null },
): Promise<CreditLimitIncreaseRequest> {
  checkInput(input);
  const found = await deps.cards.latestAccountOf(deps.db, userId);
  if (!found) throw refusalError({ code: 'LIMIT_REQUEST_NOT_ELIGIBLE', reason: 'accountNotOpen' });
  try {
    return await deps.db.transaction(async (tx) => {
      const account = await deps.cards.lockAccount(tx, found.id);
      if (!account) throw new Error(`card account ${found.id} vanished`);
      const now = deps.now();
      const card = await deps.cards.latestCardOfAccount(tx, account.id);
      const refusal = limitRequestRefusal(
        {
          accountStatus: account.status,
          accountOpenedAt: account.createdAt,
          cardStatus: card?.status ?? null,
          statements: await deps.statements.recentStatementsOf(tx, account.id, RECENT_STATEMENTS_CHECKED),
          hasOpenRequest: await hasOpenLimitRequest(tx, account.id),
          lastDecidedAt: await lastLimitDecisionAt(tx, account.id),
        },
        now,
      );
      if (refusal) throw refusalError(refusal);
      const currentLimit = Math.floor(account.creditLimitCents / 100);
      if (input.requestedLimit !== null) {
        const problem = requestedLimitProblem(input.requestedLimit, currentLimit);
        if (problem) throw badUserInput([{ path: ['requestedLimit'], message: problem }]);
      }
      const facts = await deps.applicantFactsOf(tx, account.applicationId);
      const aprBps = aprOf(account);
      const decided = decideLimitIncrease({
        currentLimit,
        requestedLimit: input.requestedLimit,
        aprBps,
        affordability: {
          income: input.annualIncome,
          accommodationCost: input.monthlyHousingCost,
          financialCommitments: facts.financialCommitments,
          ageYears: facts.ageYears,
        },
      });
      const decidedNow = decided.outcome !== 'referred';
      const row = await insertLimitRequest(tx, {
        accountId: account.id,
        userId,
        status: decided.outcome,
        currentLimitCents: account.creditLimitCents,
        requestedLimitCents: input.requestedLimit === null ? null : input.requestedLimit * 100,
        proposedLimitCents: decided.outcome === 'referred' ? decided.proposedLimit * 100 : null,
        approvedLimitCents: decided.outcome === 'approved' ? decided.newLimit * 100 : null,
        annualIncome: input.annualIncome,
        monthlyHousingCost: input.monthlyHousingCost,
        aprBps,
        maxSupportedLimitCents: decided.maxSupportedLimit === null ? null : decided.maxSupportedLimit * 100,
        declineReasons: decided.outcome === 'declined' ? decided.reasons : [],
        decidedBy: decidedNow ? 'policy' : null,
        decidedAt: decidedNow ? now : null,
        createdAt: now,
      });
      await appendAuditEvent(tx, {
        occurredAt: now,
        actor: { type: 'system', name: 'decision-policy' },
        action: `credit_limit_request.${decided.outcome === 'referred' ? 'refer' : decided.outcome === 'approved' ? 'approve' : 'decline'}`,
        subject: { type: 'credit_limit_request', id: String(row.id) },
        ip: scope.request.ip,
        requestId: scope.request.id,
        before: null,
        after: {
          status: row.status,
          accountId: account.id,
          currentLimitCents: row.currentLimitCents,
          requestedLimitCents: row.requestedLimitCents,
          proposedLimitCents: row.proposedLimitCents,
          approvedLimitCents: row.approvedLimitCents,
          maxSupportedLimitCents: row.maxSupportedLimitCents,
          declineReasons: row.declineReasons,
        },
      });
      if (decided.outcome === 'approved') await queueLimitAtIssuer(tx, row.id);
      if (decided.outcome === 'declined') await queueDeclineNotice(deps, tx, row, decided.reasons, now);
      return limitRequestView(row);
    });
  } catch (error) {
    // The partial unique index: another request of the account got in first.
    if (isUniqueViolation(error)) throw refusalError({ code: 'LIMIT_REQUEST_OPEN' });
    throw error;
  }
}
