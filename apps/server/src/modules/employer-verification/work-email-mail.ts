import { PRODUCT } from '@waypoint/domain/product';
import { renderMail } from '../../platform/mail/mail-layout.js';
import type { OutgoingMail } from '../../platform/mail/mail-transport.js';

/** The work-e-mail confirmation (product-rules#work-email-sending): one link, good once for 24 hours. */
export function workEmailConfirmationMail(to: string, firstName: string, link: string): OutgoingMail {
  return {
    to,
    subject: `Confirm your work e-mail for your ${PRODUCT.name} application`,
    ...renderMail({
      preheader: 'One click confirms your employer for your card application.',
      heading: `Confirm your work e-mail, ${firstName}`,
      paragraphs: [
        `You asked us to verify your employer with this work e-mail address for your ${PRODUCT.cardName} application.`,
        'Open the link below to confirm it. It works once, for 24 hours, and on any device: you do not need to sign in.',
      ],
      action: { label: 'Confirm my work e-mail', url: link },
      footnote:
        'If you did not apply, ignore this e-mail: nothing changes unless the link is opened. A newer link from your application replaces this one.',
    }),
  };
}
