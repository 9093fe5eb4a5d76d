import type { HardInquiryStatus } from '@waypoint/domain/credit-report/credit-report';
import type { Db } from '../../db/database.js';
import type { CreditReportDeps } from './credit-report-deps.js';
import { findHardInquiry } from './credit-report-repository.js';
import { creditReportOf } from './hard-pull-service.js';

/**
 * The hard inquiry as the decision reads it (decision 030), handed to it in
 * app.ts: its status, and the file's summary when one was found (decision
 * 026); null when the application has none. Read on the caller's transaction.
 */
export async function creditReportForDecision(
  deps: Pick<CreditReportDeps, 'cipher'> & { db: Db },
  applicationId: number,
) {
  const inquiry = await findHardInquiry(deps.db, applicationId);
  if (!inquiry) return null;
  const report = inquiry.status === 'completed' ? await creditReportOf(deps, applicationId) : null;
  const file = report?.answer.outcome === 'fileFound' ? report.answer.file : null;
  return { status: inquiry.status as HardInquiryStatus, file };
}
