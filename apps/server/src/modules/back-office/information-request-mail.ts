import {
  dateInWords,
  incompletenessNoticeLines,
  type IncompletenessNotice,
} from '@waypoint/domain/decisions/incompleteness-notice';
import {
  noticeOfIncompletenessReasons,
  type NoticeOfIncompletenessCode,
} from '@waypoint/domain/decisions/notice-of-incompleteness';
import { PRODUCT } from '@waypoint/domain/product';
import { renderMail } from '../../platform/mail/mail-layout.js';
import type { OutgoingMail } from '../../platform/mail/mail-transport.js';

/**
 * The notice of incompleteness (Reg B 1002.9(c)(2); product-rules#reg-b-clocks):
 * the e-mail carries the letter's own words, the letter kept as a PDF, so what
 * the applicant read and what is kept are one text. It names the items, never
 * the applicant's answers.
 */
export function informationRequestMail(
  to: string,
  request: { firstName: string; notice: IncompletenessNotice; accountUrl: string },
): OutgoingMail {
  const content = renderMail({
    preheader: `Your ${PRODUCT.cardName} application is incomplete: we need more information by ${request.notice.deadline}.`,
    heading: request.notice.title,
    paragraphs: [
      `Dear ${request.firstName},`,
      ...incompletenessNoticeLines(request.notice),
      'You can also download this notice as a PDF from your account.',
    ],
    action: { label: 'Upload from your account', url: request.accountUrl },
  });
  return { to, subject: `Action needed: your ${PRODUCT.cardName} application is incomplete`, ...content };
}

/**
 * A reminder a few days before the deadline (product-rules#reg-b-clocks):
 * only the items still missing, the deadline in words, and the same
 * consequence the notice stated.
 */
export function informationReminderMail(
  to: string,
  reminder: {
    firstName: string;
    outstanding: readonly NoticeOfIncompletenessCode[];
    /** ISO date. */
    deadline: string;
    accountUrl: string;
  },
): OutgoingMail {
  const deadline = dateInWords(reminder.deadline);
  const content = renderMail({
    preheader: `We still need information for your ${PRODUCT.cardName} application by ${deadline}.`,
    heading: 'We still need some information',
    paragraphs: [
      `Dear ${reminder.firstName},`,
      `We are still waiting for the following information to consider your application for the ${PRODUCT.cardName}:`,
      ...reminder.outstanding.map((code, index) => `${index + 1}. ${noticeOfIncompletenessReasons[code]}`),
      `Please provide it by ${deadline}. If we do not receive all of it by then, no further consideration will be given to your application, and we will close it as incomplete.`,
    ],
    action: { label: 'Upload from your account', url: reminder.accountUrl },
  });
  return { to, subject: `Reminder: information needed by ${deadline}`, ...content };
}

/** The letter that closes the application as incomplete, in its own words (product-rules#reg-b-clocks). */
export function closedIncompleteMail(
  to: string,
  closing: { firstName: string; notice: IncompletenessNotice; accountUrl: string },
): OutgoingMail {
  const content = renderMail({
    preheader: `Your ${PRODUCT.cardName} application was closed. You can apply again at any time.`,
    heading: closing.notice.title,
    paragraphs: [
      `Dear ${closing.firstName},`,
      ...incompletenessNoticeLines(closing.notice),
      'You can also download this letter as a PDF from your account.',
    ],
    action: { label: 'Open your account', url: closing.accountUrl },
  });
  return { to, subject: `Your ${PRODUCT.cardName} application was closed`, ...content };
}
