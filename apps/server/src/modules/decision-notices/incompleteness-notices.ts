import { createHash, randomUUID } from 'node:crypto';
import {
  buildIncompletenessNotice,
  type IncompletenessNotice,
  type IncompletenessNoticeKind,
} from '@waypoint/domain/decisions/incompleteness-notice';
import type { NoticeOfIncompletenessCode } from '@waypoint/domain/decisions/notice-of-incompleteness';
import type { Db } from '../../db/database.js';
import type { DecisionNoticesDeps, NoticeRecipient } from './decision-notices-deps.js';
import { renderIncompletenessNoticePdf } from './incompleteness-notice-pdf.js';
import { insertIncompletenessNotice } from './incompleteness-notices-repository.js';

export interface IncompletenessNoticeRequest {
  kind: IncompletenessNoticeKind;
  applicationId: number;
  informationRequestId: string;
  /** ISO dates. */
  requestedOn: string;
  deadline: string;
  codes: readonly NoticeOfIncompletenessCode[];
  now: Date;
}

export interface IssuedIncompletenessNotice {
  id: string;
  notice: IncompletenessNotice;
  recipient: NoticeRecipient;
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Draws a request's letter (product-rules#reg-b-clocks) and keeps it exactly
 * as drawn, on the caller's transaction: the one that also queues its e-mail,
 * so the letter is kept if and only if it is sent. Null when the applicant is
 * gone, or when the request already has a letter of this kind (a retry).
 */
export async function issueIncompletenessNotice(
  deps: Pick<DecisionNoticesDeps, 'creditor' | 'recipientOf'>,
  tx: Db,
  request: IncompletenessNoticeRequest,
): Promise<IssuedIncompletenessNotice | null> {
  const recipient = await deps.recipientOf(tx, request.applicationId);
  if (!recipient) return null;
  const notice = buildIncompletenessNotice({
    kind: request.kind,
    creditor: deps.creditor,
    applicant: { fullName: recipient.fullName, address: recipient.address },
    noticeDate: isoDate(request.now),
    requestedOn: request.requestedOn,
    deadline: request.deadline,
    codes: request.codes,
  });
  const pdf = await renderIncompletenessNoticePdf(notice, request.now);
  const storedId = await insertIncompletenessNotice(tx, {
    id: randomUUID(),
    applicationId: request.applicationId,
    informationRequestId: request.informationRequestId,
    userId: recipient.userId,
    kind: request.kind,
    noticeVersion: notice.version,
    pdf,
    pdfSha256: createHash('sha256').update(pdf).digest('hex'),
    sentAt: request.now,
  });
  return storedId ? { id: storedId, notice, recipient } : null;
}
