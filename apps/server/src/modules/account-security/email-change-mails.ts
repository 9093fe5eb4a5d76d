import { PRODUCT } from '@waypoint/domain/product';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { renderMail } from '../../platform/mail/mail-layout.js';
import type { OutgoingMail } from '../../platform/mail/mail-transport.js';

/*
 * The e-mail change's three messages (decision 075, docs/product-rules.md#email-change):
 * the link to the new address, the notice with its undo link to the old one,
 * and the undo's "choose a new password" to the restored one.
 */

const instant = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
const linkTo = (publicUrl: string, path: string, token: string) =>
  `${publicUrl}${path}?hash=${encodeURIComponent(token)}`;

export function confirmNewAddressMail(
  change: { newEmail: string; firstName: string },
  publicUrl: string,
  token: string,
): OutgoingMail {
  return {
    to: change.newEmail,
    subject: `Confirm your new e-mail address for ${PRODUCT.name}`,
    ...renderMail({
      preheader: 'Your e-mail address changes only when you open this link.',
      heading: `Confirm your new address, ${change.firstName}`,
      paragraphs: [
        `You asked to use this address to sign in to ${PRODUCT.name} and to receive everything about your account. Nothing changes until you open the link below.`,
        'The link works once and expires in 24 hours. After the change, you sign in with this address.',
      ],
      action: { label: 'Use this e-mail address', url: linkTo(publicUrl, sitePaths.emailChangeConfirm, token) },
      footnote: 'If you did not ask for this, ignore this message: no account will use this address.',
    }),
  };
}

export function addressChangedMail(
  change: { oldEmail: string; newEmail: string; firstName: string; changedAt: Date; requestedFrom: string },
  publicUrl: string,
  undoToken: string,
): OutgoingMail {
  return {
    to: change.oldEmail,
    subject: `Your ${PRODUCT.name} e-mail address was changed`,
    ...renderMail({
      preheader: 'If this was not you, undo it within 7 days.',
      heading: `Your e-mail address was changed, ${change.firstName}`,
      paragraphs: [
        `The e-mail address of your ${PRODUCT.name} account changed from ${change.oldEmail} to ${change.newEmail} on ${instant.format(change.changedAt)} UTC. The change was asked from ${change.requestedFrom}.`,
        'From now on, you sign in with the new address and we write to it.',
        'If this was not you, undo it: your old address comes back, every device is signed out and you choose a new password. The link works for 7 days.',
      ],
      action: {
        label: 'This was not me: undo the change',
        url: linkTo(publicUrl, sitePaths.emailChangeUndo, undoToken),
      },
      footnote: 'If you made this change, there is nothing to do.',
    }),
  };
}

export function addressRestoredMail(
  account: { email: string; firstName: string },
  publicUrl: string,
  resetToken: string,
): OutgoingMail {
  return {
    to: account.email,
    subject: `Your ${PRODUCT.name} e-mail address is back: choose a new password`,
    ...renderMail({
      preheader: 'Your account signs in with this address again. Choose a new password.',
      heading: `Your address is back, ${account.firstName}`,
      paragraphs: [
        'We undid the change of your e-mail address and signed out every device. Whoever made the change may know your password, so it no longer works.',
        'Choose a new password to sign in again. The link works once and expires in one hour; after that, use "Forgot password" on the sign-in page.',
      ],
      action: { label: 'Choose a new password', url: linkTo(publicUrl, sitePaths.resetPassword, resetToken) },
      footnote: 'If you think someone else has used your account, contact us.',
    }),
  };
}
