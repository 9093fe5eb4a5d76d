import type { HardInquiryStatus } from '@waypoint/domain/credit-report/credit-report';
import type { Db } from '../../db/database.js';
import type { CreditReportDeps } from './credit-report-deps.js';
import { findHardInquiry } from './credit-report-repository.js';
import { creditReportOf } from './hard-pull-service.js';

/**
 * The hard inquiry as staff see it (decision 031), handed to the back office
 * in the composition: its status, the bureau that answered, and the file's
 * summary when one was found (decision 026); null when there is none.
 */
export async function creditCheckForBackOffice(
  deps: Pick<CreditReportDeps, 'cipher'> & { db: Db },
  applicationId: number,
) {
  const inquiry = await findHardInquiry(deps.db, applicationId);
  if (!inquiry) return null;
  const answer = (await creditReportOf(deps, applicationId))?.answer;
  return {
    status: inquiry.status as HardInquiryStatus,
    bureauName: answer && answer.outcome !== 'unavailable' ? answer.bureau.name : null,
    file: answer?.outcome === 'fileFound' ? answer.file : null,
  };
}
