import type { FastifyInstance } from 'fastify';
import { yearToDateTotals } from '@waypoint/domain/card-account/statement-year-to-date';
import type { RewardsDeps } from './rewards-deps.js';
import { renderStatementPdf } from './statement-pdf.js';
import { cashBackEarnedBetween, statementsOfAccount, transactionsInPeriod } from './statements-repository.js';
import { statementErrors, ownedStatement } from './statements-service.js';

const statementFile = /^(\d{1,10})\.pdf$/;

/**
 * The statement's PDF (docs/product-rules.md#statements): the signed-in
 * cardholder's own only; another's, a missing one or a malformed name is the
 * same 404, so an id reveals nothing. Drawn from the mirror on each request
 * (the figures are the issuer's and do not change once closed); private and
 * never cached, as the decision notices' letters are.
 */
export function registerStatementPdfRoute(app: FastifyInstance, deps: RewardsDeps): void {
  app.get<{ Params: { file: string } }>('/api/v1/card/statements/:file', async (request, reply) => {
    const { userId } = await deps.requireUser({ request, reply });
    const id = statementFile.exec(request.params.file)?.[1];
    if (!id) throw statementErrors.notFound();
    const { statement, pdf } = await ownedStatementPdf(deps, userId, Number(id));
    return reply
      .header('content-type', 'application/pdf')
      .header('content-length', pdf.byteLength)
      .header('content-disposition', `attachment; filename="waypoint-statement-${statement.dueDate}.pdf"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
  });
}

/**
 * The member's own statement drawn as its PDF (docs/product-rules.md#statements): the route's download,
 * and the paper copy mailed on request (decision 089). Another's or a missing one is NOT_FOUND.
 */
export async function ownedStatementPdf(deps: RewardsDeps, userId: string, statementId: number) {
  const { statement, account } = await ownedStatement(deps, userId, statementId);
  // The card of the cycle, not today's: a lost or stolen card's replacement has a new number (decision 106).
  const card = await deps.cards.cardOfAccountAt(deps.db, account.id, statement.periodEnd);
  const lines = await transactionsInPeriod(deps.db, account.id, statement.periodStart, statement.periodEnd);
  const pdf = await renderStatementPdf({
    creditor: deps.creditor,
    lastFour: card?.lastFour ?? '----',
    periodStart: statement.periodStart,
    periodEnd: statement.periodEnd,
    dueDate: statement.dueDate,
    previousBalanceCents: statement.previousBalanceCents,
    paymentsCents: statement.paymentsCents,
    creditsCents: statement.creditsCents,
    purchasesCents: statement.purchasesCents,
    feesCents: statement.feesCents,
    interestCents: statement.interestCents,
    newBalanceCents: statement.balanceCents,
    minimumDueCents: statement.minimumDueCents,
    aprBps: statement.aprBps,
    balanceSubjectToInterestCents: statement.balanceSubjectToInterestCents,
    interestBalanceMethod: statement.interestBalanceMethod,
    cashBackEarnedCents: await cashBackEarnedBetween(deps.db, account.id, statement.periodStart, statement.periodEnd),
    lines,
    yearToDate: yearToDateTotals(statement, await statementsOfAccount(deps.db, account.id)),
  });
  return { statement, pdf };
}
