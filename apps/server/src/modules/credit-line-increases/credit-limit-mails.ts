import {
  isLimitDeclineReason,
  limitDeclineReasonTexts,
  type LimitDeclineReason,
} from '@waypoint/domain/card-account/credit-limit-increase';
import { formatCents } from '@waypoint/domain/card-account/payment-amount';
import { formatAprBps } from '@waypoint/domain/credit-report/offer-terms';
import { maxDeclineReasons } from '@waypoint/domain/decisions/decision-reasons';
import {
  dateInWords,
  ecoaSection,
  noticeLetterLines,
  type NoticeLetter,
  type NoticeParty,
} from '@waypoint/domain/decisions/notice-letter';
import { PRODUCT } from '@waypoint/domain/product';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { renderMail } from '../../platform/mail/mail-layout.js';
import type { OutgoingMail } from '../../platform/mail/mail-transport.js';

/** The outbox kinds, for the mailbox and the tests. */
export const limitApprovedMailKind = 'credit-limit-approved';
export const limitDeclinedMailKind = 'credit-limit-declined';
export const limitNoticeVersion = 'limit-aan-2026-11';

export interface LimitApproval {
  firstName: string;
  lastFour: string | null;
  previousLimitCents: number;
  newLimitCents: number;
  aprBps: number;
}

/** The approval (product-rules#credit-limit-increases): the new limit, and that the APR does not change. */
export function limitApprovedMail(to: string, approval: LimitApproval, publicUrl: string): OutgoingMail {
  const card = approval.lastFour ? `card ending ${approval.lastFour}` : PRODUCT.cardName;
  return {
    to,
    subject: `Your credit limit is now ${formatCents(approval.newLimitCents)}`,
    ...renderMail({
      preheader: `We raised your credit limit to ${formatCents(approval.newLimitCents)}.`,
      heading: 'Your credit limit is higher',
      paragraphs: [
        `Dear ${approval.firstName},`,
        `We approved your request: the credit limit on your ${card} is now ${formatCents(approval.newLimitCents)} (it was ${formatCents(approval.previousLimitCents)}).`,
        `Your purchase APR stays ${formatAprBps(approval.aprBps)}, and every other term of your Cardholder Agreement is unchanged.`,
        'The new limit can take a few minutes to show at checkout.',
      ],
      action: { label: 'See your card', url: `${publicUrl}${sitePaths.accountCard}` },
      footnote: 'If you did not ask for a higher limit, contact us straight away.',
    }),
  };
}

export interface LimitDeclineNoticeInput {
  creditor: NoticeParty;
  agency: { name: string; address: string };
  holder: { fullName: string; address: string };
  /** ISO date the notice is given. */
  noticeDate: string;
  currentLimitCents: number;
  reasons: readonly string[];
}

export interface LimitDeclineNotice extends NoticeLetter {
  principalReasons: string[];
}

export const limitActionTakenText = (currentLimitCents: number) =>
  `We are unable to approve your request to increase the credit limit on your ${PRODUCT.cardName} account. Your credit limit stays ${formatCents(currentLimitCents)}.`;

/** The codes the notice states, principal first, at most four (Reg B 1002.9(b)(2)). */
export function limitNoticeReasonCodes(reasons: readonly string[]): LimitDeclineReason[] {
  const codes: LimitDeclineReason[] = [];
  for (const reason of reasons) if (isLimitDeclineReason(reason) && !codes.includes(reason)) codes.push(reason);
  return codes.slice(0, maxDeclineReasons);
}

/**
 * The notice of action taken on a limit increase (Reg B 1002.9(a)(1)(i) and
 * (b)(2), decision 084): a request for more credit on an existing account
 * is an application, so its decline is adverse action. The same letter as an
 * application's (notice-letter.ts): the creditor, the date, the holder, the
 * action, the specific principal reasons and the ECOA notice. No consumer
 * report is used to decide a limit increase, so there is no FCRA 615(a) part.
 */
export function buildLimitDeclineNotice(input: LimitDeclineNoticeInput): LimitDeclineNotice {
  const principalReasons = limitNoticeReasonCodes(input.reasons).map((code) => limitDeclineReasonTexts[code].notice);
  return {
    version: limitNoticeVersion,
    title: 'Notice of action taken on your request for a higher credit limit',
    creditor: input.creditor,
    applicant: input.holder,
    noticeDate: dateInWords(input.noticeDate),
    actionTaken: limitActionTakenText(input.currentLimitCents),
    principalReasons,
    sections: [
      { heading: 'Principal reason(s) for our decision', paragraphs: principalReasons },
      ecoaSection(input.agency),
    ],
  };
}

/** The decline as an e-mail: the notice's lines, then when they may ask again. */
export function limitDeclinedMail(
  to: string,
  firstName: string,
  notice: LimitDeclineNotice,
  nextRequestDay: string,
  publicUrl: string,
): OutgoingMail {
  return {
    to,
    subject: 'About your request for a higher credit limit',
    ...renderMail({
      preheader: 'We could not raise your credit limit this time.',
      heading: notice.title,
      paragraphs: [
        `Dear ${firstName},`,
        ...noticeLetterLines(notice).filter((line) => line !== ''),
        `You can ask again from ${dateInWords(nextRequestDay)}.`,
      ],
      action: { label: 'See your account', url: `${publicUrl}${sitePaths.accountCreditLimit}` },
    }),
  };
}
