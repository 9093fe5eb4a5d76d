import { PRODUCT } from '@waypoint/domain/product';
import { waitlistConfirmLinkDays } from '@waypoint/domain/waitlist/waitlist';
import { renderMail } from '../../platform/mail/mail-layout.js';
import type { OutgoingMail } from '../../platform/mail/mail-transport.js';

/**
 * The double opt-in mail (decision 087): one link confirms, another unsubscribes, neither needs a
 * sign-in. Every waitlist mail carries an unsubscribe link (docs/product-rules.md#waitlist).
 */
export function waitlistConfirmationMail(
  to: string,
  links: { confirm: string; unsubscribe: string; oneClickUnsubscribe: string },
): OutgoingMail {
  return {
    to,
    // A mail client's own unsubscribe button posts here at once (RFC 8058): the token is the consent.
    headers: {
      'List-Unsubscribe': `<${links.oneClickUnsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    subject: `Confirm your place on the ${PRODUCT.name} waitlist`,
    ...renderMail({
      preheader: 'One click and we will e-mail you an invitation when we can open more applications.',
      heading: 'Confirm your place on the waitlist',
      paragraphs: [
        `Someone, hopefully you, asked to join the ${PRODUCT.name} waitlist with this address.`,
        `Open the link below to confirm. It works for ${waitlistConfirmLinkDays} days; until you confirm, you are not on the list and we send you nothing else.`,
        'Once confirmed, we use this address only to send you an invitation as soon as we can open more applications, and news about the card.',
      ],
      action: { label: 'Confirm my place', url: links.confirm },
      reason: `You are receiving this e-mail because this address was entered on the ${PRODUCT.name} waitlist.`,
      footnote: `If you did not ask, ignore this e-mail and the request lapses. To leave the waitlist at any time, open this link: ${links.unsubscribe}`,
    }),
  };
}
