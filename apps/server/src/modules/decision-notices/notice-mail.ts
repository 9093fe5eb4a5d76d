import type { AccountAction } from '@waypoint/domain/decisions/account-action-notice';
import { declineReasonTexts, isDeclineReason } from '@waypoint/domain/decisions/decision-reasons';
import { noticeLetterLines, type NoticeLetter } from '@waypoint/domain/decisions/notice-letter';
import { PRODUCT } from '@waypoint/domain/product';
import { renderMail } from '../../platform/mail/mail-layout.js';
import type { OutgoingMail } from '../../platform/mail/mail-transport.js';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** The letter's own lines, as its PDF prints them: the e-mail carries the notice itself. */
const letterLines = (letter: NoticeLetter) => noticeLetterLines(letter).filter((line) => line !== '');

export function approvalMail(
  to: string,
  firstLine: string,
  terms: { creditLimit: number | null; aprBps: number | null },
  accountUrl: string,
  letter: NoticeLetter,
): OutgoingMail {
  const limit = terms.creditLimit === null ? null : dollars.format(terms.creditLimit);
  const apr = terms.aprBps === null ? null : `${(terms.aprBps / 100).toFixed(2)}%`;
  const content = renderMail({
    preheader: `Your ${PRODUCT.cardName} is approved.`,
    heading: 'Your application is approved',
    paragraphs: [
      firstLine,
      `Good news: your application for the ${PRODUCT.cardName} is approved${limit ? `, with a credit limit of ${limit}` : ''}.`,
      ...(apr ? [`Your purchase APR is ${apr}.`] : []),
      'Next steps: your card is mailed to the address on your application; we e-mail you when it is on its way. ' +
        'Activate it when it arrives; your account page shows your approval in the meantime.',
      'Your approval letter follows. You can also download it as a PDF from your account.',
      ...letterLines(letter),
    ],
    action: { label: 'Open your account', url: accountUrl },
  });
  return { to, subject: `Your ${PRODUCT.cardName} is approved`, ...content };
}

/** The decline: the notice's own text in the body (it is the notice given), and where to download its PDF. */
export function adverseActionMail(
  to: string,
  notice: NoticeLetter,
  reasons: readonly string[],
  accountUrl: string,
): OutgoingMail {
  const plain = reasons
    .filter(isDeclineReason)
    .slice(0, 4)
    .map((code) => declineReasonTexts[code].applicant);
  const content = renderMail({
    preheader: 'A decision on your credit card application, and your notice.',
    heading: 'A decision on your application',
    paragraphs: [
      ...plain.map((sentence) => `In plain words: ${sentence}`),
      'Your notice follows. You can also download it as a PDF from your account.',
      ...letterLines(notice),
    ],
    action: { label: 'Download it from your account', url: accountUrl },
  });
  return { to, subject: notice.title, ...content };
}

const accountActionMails: Readonly<
  Record<AccountAction, { subject: string; heading: string; lead: string; action: string }>
> = {
  ssnDeadlineLock: {
    subject: `Your ${PRODUCT.cardName} is locked: add your SSN to unlock it`,
    heading: 'Your card is locked',
    lead:
      `60 days have passed since you activated your ${PRODUCT.cardName} and we still do not have your Social ` +
      'Security number, so we have locked your card. Add it in your account and your card is unlocked straight away.',
    action: 'Add my SSN',
  },
};

/** An action on an open account (decision 054): what happened in plain words, then the notice itself. */
export function accountActionMail(
  recipient: { email: string; fullName: string },
  notice: NoticeLetter,
  action: AccountAction,
  accountUrl: string,
): OutgoingMail {
  const texts = accountActionMails[action];
  const content = renderMail({
    preheader: texts.heading,
    heading: texts.heading,
    paragraphs: [
      `Dear ${recipient.fullName},`,
      texts.lead,
      'Your notice follows. You can also download it as a PDF from your account.',
      ...letterLines(notice),
    ],
    action: { label: texts.action, url: accountUrl },
  });
  return { to: recipient.email, subject: texts.subject, ...content };
}
