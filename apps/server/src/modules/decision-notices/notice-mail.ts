import { adverseActionNoticeLines, type AdverseActionNotice } from '@waypoint/domain/decisions/adverse-action-notice';
import { declineReasonTexts, isDeclineReason } from '@waypoint/domain/decisions/decision-reasons';
import { PRODUCT } from '@waypoint/domain/product';
import { renderMail } from '../../platform/mail/mail-layout.js';
import type { OutgoingMail } from '../../platform/mail/mail-transport.js';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export function approvalMail(
  to: string,
  firstLine: string,
  terms: { creditLimit: number | null; aprBps: number | null },
  accountUrl: string,
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
      'Next steps: your card is mailed to the address on your application and arrives in 7 to 10 business days. ' +
        'Activate it when it arrives; your account page shows your approval in the meantime.',
    ],
    action: { label: 'Open your account', url: accountUrl },
  });
  return { to, subject: `Your ${PRODUCT.cardName} is approved`, ...content };
}

/** The decline: the notice's own text in the body (it is the notice given), and where to download its PDF. */
export function adverseActionMail(
  to: string,
  notice: AdverseActionNotice,
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
      ...adverseActionNoticeLines(notice).filter((line) => line !== ''),
    ],
    action: { label: 'Download it from your account', url: accountUrl },
  });
  return { to, subject: notice.title, ...content };
}
