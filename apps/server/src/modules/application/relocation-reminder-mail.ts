import { PRODUCT } from '@waypoint/domain/product';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { renderMail } from '../../platform/mail/mail-layout.js';
import type { OutgoingMail } from '../../platform/mail/mail-transport.js';

/** "June 3, 2027": a yyyy-mm-dd day as the applicant reads it, the same day in every time zone. */
function readableDay(isoDay: string): string {
  return new Date(`${isoDay}T00:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
}

/** The early-applicant reminder (step `{hash}`), sent on the day the relocation comes within 60 days. */
export function relocationReminderMail(
  to: string,
  firstName: string,
  publicUrl: string,
  relocationDay: string,
): OutgoingMail {
  const url = `${publicUrl}${sitePaths.application}`;
  return {
    to,
    subject: `Your ${PRODUCT.name} application: you can continue soon`,
    ...renderMail({
      preheader: 'Your move is 60 days away: pick up your application where you left off.',
      heading: `You can continue your application, ${firstName}`,
      paragraphs: [
        `You told us you expect to move to the US on ${readableDay(relocationDay)}. That is now 60 days away, so you can continue your ${PRODUCT.cardName} application where you left off.`,
        'Please note that the card can only be activated from within the US: apply now, and activate your card once you have arrived.',
      ],
      action: { label: 'Continue my application', url },
      footnote:
        'You are receiving this because you asked for a reminder while applying. If your plans changed, update your relocation date in your application.',
    }),
  };
}
