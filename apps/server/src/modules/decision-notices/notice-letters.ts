import { buildAccountActionNotice, isAccountAction } from '@waypoint/domain/decisions/account-action-notice';
import { buildAdverseActionNotice } from '@waypoint/domain/decisions/adverse-action-notice';
import { buildApprovalNotice, riskBasedPricingNoticeRequired } from '@waypoint/domain/decisions/approval-notice';
import { parseDecisionInputs } from '@waypoint/domain/decisions/decision-inputs-schema';
import type { NoticeLetter } from '@waypoint/domain/decisions/notice-letter';
import type { Db } from '../../db/database.js';
import type { OutgoingMail } from '../../platform/mail/mail-transport.js';
import type { DecisionNoticesDeps, NoticeRecipient } from './decision-notices-deps.js';
import type { DecisionNoticeRow } from './decision-notices-repository.js';
import { accountActionMail, adverseActionMail, approvalMail } from './notice-mail.js';

/** A notice drawn for its row: the letter (its PDF is kept), the e-mail that carries it, and their kinds. */
export interface DrawnNotice {
  kind: 'adverseAction' | 'approval' | 'accountAction';
  letter: NoticeLetter;
  mailKind: string;
  mail: OutgoingMail;
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Draws the notice a row stands for (decision 033, product-rules#notices):
 * the adverse action notice of a decline, the approval letter (with the
 * risk-based pricing notice when a report set the price), or the notice of
 * an action on an open account. Null when there is nothing to send: the
 * decision is not final or not this application's. A notice that must name
 * a bureau whose answer cannot be read throws, so its job retries rather
 * than send one without it (FCRA 615(a), 615(h)).
 */
export async function drawNotice(
  deps: DecisionNoticesDeps,
  tx: Db,
  row: DecisionNoticeRow,
  recipient: NoticeRecipient,
  now: Date,
): Promise<DrawnNotice | null> {
  const common = {
    creditor: deps.creditor,
    applicant: { fullName: recipient.fullName, address: recipient.address },
    noticeDate: isoDate(now),
  };
  const accountUrl = new URL('/account', deps.publicUrl).toString();
  if (row.accountAction !== null) {
    if (!isAccountAction(row.accountAction)) return null;
    const letter = buildAccountActionNotice({ ...common, agency: deps.agency, action: row.accountAction });
    const mail = accountActionMail(recipient, letter, row.accountAction, accountUrl);
    return { kind: 'accountAction', letter, mailKind: 'card-ssn-locked', mail };
  }
  const decision = row.decisionId ? await deps.decisionOf(tx, row.decisionId) : null;
  if (!decision || decision.applicationId !== row.applicationId) return null;
  const reportMissing = () => new Error(`notice ${row.id}: the consumer report is missing`);
  if (decision.outcome === 'approve') {
    const status = parseDecisionInputs(decision.inputs)?.creditReport.status ?? null;
    const pricedFromReport = riskBasedPricingNoticeRequired(decision.band, status);
    const report = pricedFromReport ? await deps.consumerReportOf(tx, row.applicationId) : null;
    if (pricedFromReport && !report) throw reportMissing();
    const letter = buildApprovalNotice({ ...common, terms: decision, riskBasedPricing: report });
    const mail = approvalMail(recipient.email, `Dear ${recipient.fullName},`, decision, accountUrl, letter);
    return { kind: 'approval', letter, mailKind: 'decision-approved', mail };
  }
  if (decision.outcome !== 'decline') return null;
  const consumerReport = decision.consumerReportUsed ? await deps.consumerReportOf(tx, row.applicationId) : null;
  if (decision.consumerReportUsed && !consumerReport) throw reportMissing();
  const letter = buildAdverseActionNotice({
    ...common,
    agency: deps.agency,
    reasons: decision.reasons,
    consumerReport,
  });
  const mail = adverseActionMail(recipient.email, letter, decision.reasons, accountUrl);
  return { kind: 'adverseAction', letter, mailKind: 'decision-adverse-action', mail };
}
