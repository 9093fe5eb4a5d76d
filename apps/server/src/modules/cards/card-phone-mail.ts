import { PRODUCT } from '@waypoint/domain/product';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { renderMail } from '../../platform/mail/mail-layout.js';
import type { OutgoingMail } from '../../platform/mail/mail-transport.js';

/** The outbox kind of the mail below, for the mailbox and the tests. */
export const cardPhoneNeededMailKind = 'card-phone-needed';

/**
 * Sent once, when a real issuer's card-issue job first finds no verified phone
 * (decision 074, docs/product-rules.md#verified-phone): without it the approved
 * applicant would not know the card waits for them. An e-mail, not a text: the
 * phone is what is missing, and the account's address is where we write.
 */
export function cardPhoneNeededMail(to: string, firstName: string, publicUrl: string): OutgoingMail {
  return {
    to,
    subject: 'Add your mobile phone so we can send your card',
    ...renderMail({
      preheader: `Your ${PRODUCT.cardName} is ready to be issued once your account has a verified mobile phone.`,
      heading: 'Add your mobile phone so we can send your card',
      paragraphs: [
        `Dear ${firstName},`,
        `Your ${PRODUCT.cardName} is approved. Before our card issuer can make your card, it needs a mobile phone number you have confirmed is yours.`,
        'Add your US mobile number in your account and enter the 6-digit code we text you. We issue your card within about 15 minutes of that and write to you when it is on its way.',
        'Please add it within 30 days. After that we stop waiting, and you will need to contact us to have your card issued.',
      ],
      action: { label: 'Add your mobile phone', url: `${publicUrl}${sitePaths.accountSecurity}` },
      footnote: 'We use the number only to make your card and to send you codes you ask for; never for marketing.',
    }),
  };
}
