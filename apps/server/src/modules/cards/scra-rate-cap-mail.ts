import { formatCents } from '@waypoint/domain/card-account/payment-amount';
import { longDayOf, scraCapSentence, scraNoCapSentence } from '@waypoint/domain/card-account/scra-rate-cap';
import { PRODUCT } from '@waypoint/domain/product';
import { renderMail } from '../../platform/mail/mail-layout.js';
import type { OutgoingMail } from '../../platform/mail/mail-transport.js';

/** The outbox kinds of the two SCRA notices (docs/product-rules.md#scra-rate-cap), for the mailbox and the tests. */
export const scraRateCapMailKinds = { applied: 'card-scra-rate-capped', notApplied: 'card-scra-no-rate-cap' } as const;

/** The cap is on at the issuer: the rate, the day it runs from, what was credited back. */
export function scraRateCappedMail(
  to: string,
  notice: { firstName: string; cappedAprBps: number; effectiveFrom: string; creditedCents: number; accountUrl: string },
): OutgoingMail {
  const credited =
    notice.creditedCents > 0
      ? `Interest and fees above 6% charged since ${longDayOf(notice.effectiveFrom)} are forgiven: we credited ${formatCents(notice.creditedCents)} to your account.`
      : `Nothing above 6% was charged since ${longDayOf(notice.effectiveFrom)}, so there was nothing to credit back.`;
  const content = renderMail({
    preheader: 'Your APR is capped at 6% under the Servicemembers Civil Relief Act.',
    heading: 'Your APR is capped at 6%',
    paragraphs: [
      `Dear ${notice.firstName},`,
      `Thank you for your service. ${scraCapSentence(notice)}`,
      credited,
      'While the cap applies we charge no fees on your account either, as the Act counts fees as interest. The cap lasts for your period of military service; you do not need to do anything more.',
    ],
    action: { label: 'See your card account', url: notice.accountUrl },
  });
  return { to, subject: `Your ${PRODUCT.cardName} APR is capped at 6% (SCRA)`, ...content };
}

/** No statutory cap: the account was opened during service. */
export function scraNoRateCapMail(
  to: string,
  notice: { firstName: string; accountOpenedOn: string; activeDutyStartDate: string; accountUrl: string },
): OutgoingMail {
  const content = renderMail({
    preheader: 'About the Servicemembers Civil Relief Act and your card account.',
    heading: 'About your SCRA request',
    paragraphs: [
      `Dear ${notice.firstName},`,
      `We have recorded your active duty from ${longDayOf(notice.activeDutyStartDate)}.`,
      scraNoCapSentence(notice),
      'If your card account was in fact opened before your service began, or you have questions, contact us from your account.',
    ],
    action: { label: 'Go to your account', url: notice.accountUrl },
  });
  return { to, subject: `About your SCRA request and your ${PRODUCT.cardName}`, ...content };
}
