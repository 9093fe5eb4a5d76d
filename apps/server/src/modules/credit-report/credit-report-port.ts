import type { HardInquiryStatus } from '@waypoint/domain/credit-report/credit-report';
import type { Db } from '../../db/database.js';
import type { CreditReportDeps } from './credit-report-deps.js';
import { findHardInquiry } from './credit-report-repository.js';
import { creditReportOf } from './hard-pull-service.js';

/**
 * What the credit report offers other modules of the hard inquiry it owns
 * (decision 026), handed to them in the composition; one port for every
 * consumer (decision 065). Each read is on the caller's database or
 * transaction, with the cipher the stored answer is sealed with.
 */
export function createCreditReportPort(cipher: CreditReportDeps['cipher']) {
  return {
    /**
     * The hard inquiry as the decision reads it (decision 030): its status, and
     * the file's summary when one was found; null when the application has none.
     */
    async forDecision(db: Db, applicationId: number) {
      const inquiry = await findHardInquiry(db, applicationId);
      if (!inquiry) return null;
      const report = inquiry.status === 'completed' ? await creditReportOf({ db, cipher }, applicationId) : null;
      const file = report?.answer.outcome === 'fileFound' ? report.answer.file : null;
      return { status: inquiry.status as HardInquiryStatus, file };
    },
    /**
     * The hard inquiry as staff see it (decision 031): its status, the bureau
     * that answered, and the file's summary when one was found; null when there is none.
     */
    async forBackOffice(db: Db, applicationId: number) {
      const inquiry = await findHardInquiry(db, applicationId);
      if (!inquiry) return null;
      const answer = (await creditReportOf({ db, cipher }, applicationId))?.answer;
      return {
        status: inquiry.status as HardInquiryStatus,
        bureauName: answer && answer.outcome !== 'unavailable' ? answer.bureau.name : null,
        file: answer?.outcome === 'fileFound' ? answer.file : null,
      };
    },
    /**
     * The consumer report a notice names (decision 033): the bureau that
     * answered and the score when a file was found; null when no bureau answered.
     */
    async consumerReportOf(db: Db, applicationId: number) {
      const answer = (await creditReportOf({ db, cipher }, applicationId))?.answer;
      if (!answer || answer.outcome === 'unavailable') return null;
      return { bureau: answer.bureau, score: answer.outcome === 'fileFound' ? answer.file.score : null };
    },
  };
}
