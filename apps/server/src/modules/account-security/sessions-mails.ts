import { PRODUCT } from '@waypoint/domain/product';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { renderMail } from '../../platform/mail/mail-layout.js';
import type { OutgoingMail } from '../../platform/mail/mail-transport.js';

/** The one mail for a sign-in from a device the account has not used (decision 076). */
export function newDeviceMail(
  account: { firstName: string; email: string },
  signIn: { device: string; place: string | null; at: Date; publicUrl: string },
): OutgoingMail {
  const where = signIn.place ? `${signIn.device}, in or near ${signIn.place}` : signIn.device;
  const when = signIn.at.toLocaleString('en-US', { timeZone: 'UTC', dateStyle: 'long', timeStyle: 'short' });
  return {
    to: account.email,
    subject: `New sign-in to your ${PRODUCT.name} account`,
    ...renderMail({
      preheader: `A sign-in from ${signIn.device}.`,
      heading: `A new device signed in, ${account.firstName}`,
      paragraphs: [
        `Your account was signed in from a device it has not used before: ${where}, on ${when} UTC.`,
        'If this was you, there is nothing to do. If it was not, sign out that session from your security page and change your password.',
      ],
      action: { label: 'Review my sessions', url: `${signIn.publicUrl}${sitePaths.accountSecurity}` },
      footnote: 'We send this once per new device, not for every sign-in.',
    }),
  };
}
