import { PRODUCT } from '@waypoint/domain/product';
import { renderMail } from '../../platform/mail/mail-layout.js';
import type { OutgoingMail } from '../../platform/mail/mail-transport.js';

/**
 * The reminder (version v1). The inviter's name is the one this server knows
 * for the code, never the one the request carried: otherwise anyone could
 * put words of their choosing into our mail to any address.
 */
export function remindMeMail(to: string, referrerName: string | null, link: string): OutgoingMail {
  const invitedBy = referrerName ? `${referrerName} invited you` : 'You were invited';
  return {
    to,
    subject: `Your invitation to ${PRODUCT.name} is waiting`,
    ...renderMail({
      preheader: 'Come back and apply whenever you are ready: your invitation link is inside.',
      heading: `${invitedBy} to ${PRODUCT.name}`,
      paragraphs: [
        `You asked us to remind you about your invitation to apply for the ${PRODUCT.cardName}. When you are ready, open your invitation link and start your application: it takes about two minutes to create an account, and you can save your progress and finish on any device.`,
        'An invitation is not a pre-approval: every application is reviewed in the same way.',
      ],
      action: { label: 'Start your application', url: link },
      footnote:
        'You received this e-mail because someone entered this address on our invitation page. If it was not you, ignore it: we will not write again.',
    }),
  };
}
