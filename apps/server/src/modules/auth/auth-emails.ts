import { PRODUCT } from '@waypoint/domain/product';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { renderMail } from '../../platform/mail/mail-layout.js';
import type { OutgoingMail } from '../../platform/mail/mail-transport.js';

export function verificationMail(to: string, firstName: string, publicUrl: string, token: string): OutgoingMail {
  const url = `${publicUrl}${sitePaths.emailConfirmation}?hash=${encodeURIComponent(token)}`;
  return {
    to,
    subject: `Confirm your e-mail address for ${PRODUCT.name}`,
    ...renderMail({
      preheader: 'One click confirms your address so we can process your application.',
      heading: `Welcome to ${PRODUCT.name}, ${firstName}`,
      paragraphs: [
        'Please confirm that this is your e-mail address. We need it confirmed before we can process your card application, and you can do it at any point while you apply.',
        'The link works once and expires in 48 hours.',
      ],
      action: { label: 'Confirm my e-mail address', url },
      footnote: 'If you did not create an account, you can ignore this message; nothing will happen.',
    }),
  };
}

export function passwordResetMail(to: string, firstName: string, publicUrl: string, token: string): OutgoingMail {
  const url = `${publicUrl}${sitePaths.resetPassword}?hash=${encodeURIComponent(token)}`;
  return {
    to,
    subject: `Reset your ${PRODUCT.name} password`,
    ...renderMail({
      preheader: 'Use this link within an hour to choose a new password.',
      heading: `Choose a new password, ${firstName}`,
      paragraphs: [
        'We received a request to reset the password for your account. Use the button below to choose a new one.',
        'The link works once and expires in one hour. Setting a new password signs you out everywhere else.',
      ],
      action: { label: 'Choose a new password', url },
      footnote: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    }),
  };
}
