import { PRODUCT } from '@waypoint/domain/product';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { renderMail } from '../../platform/mail/mail-layout.js';
import type { OutgoingMail } from '../../platform/mail/mail-transport.js';

/** "June 3, 2027": the deadline as the cardholder reads it, the same day in every time zone. */
export function readableDeadline(deadline: Date): string {
  return deadline.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
}

interface Recipient {
  to: string;
  firstName: string;
  publicUrl: string;
}

/** A reminder of the SSN follow-up (product-rules#ssn-follow-up), sent on day 30, 50 or 58 of 60. */
export function ssnReminderMail(recipient: Recipient, daysLeft: number, deadline: Date): OutgoingMail {
  const day = readableDeadline(deadline);
  const left = daysLeft === 1 ? '1 day' : `${daysLeft} days`;
  return {
    to: recipient.to,
    subject: `Add your SSN by ${day} to keep using your ${PRODUCT.cardName}`,
    ...renderMail({
      preheader: `${left} left to add your Social Security number.`,
      heading: `${left} left to add your SSN`,
      paragraphs: [
        `Dear ${recipient.firstName},`,
        `You were approved for your ${PRODUCT.cardName} before you had a Social Security number. Cardholders in that situation add it within 60 days of activating the card.`,
        `Please add it in your account by ${day}. If it is not there by then, your card will be locked until you add it.`,
      ],
      action: { label: 'Add my SSN', url: `${recipient.publicUrl}${sitePaths.account}` },
      footnote: 'If you have already added your SSN, you can ignore this e-mail.',
    }),
  };
}
