import { PRODUCT } from '@waypoint/domain/product';
import type { PartnerInvite } from '@waypoint/domain/site/partners/partner-invite';
import type { PartnerReferral } from '@waypoint/domain/site/partners/partner-referral';
import { renderMail } from '../../platform/mail/mail-layout.js';
import type { OutgoingMail } from '../../platform/mail/mail-transport.js';

/*
 * The mails name the partner (a checked name and organization) but never echo
 * the free-text note or message: that would let anyone send our mail, with
 * their words in it, to any address they type (as the contact form decided).
 */
const applyNote =
  'Applicants with limited US credit history are considered, and you can apply before you move. Harborline Bank, N.A., Member FDIC, the card issuer, makes every credit decision.';

export function referredPersonMail(referral: PartnerReferral, signUpUrl: string): OutgoingMail {
  return {
    to: referral.email,
    subject: `${referral.partnerName} suggested the ${PRODUCT.cardName} to you`,
    ...renderMail({
      preheader: `${referral.partnerName} of ${referral.organization} thinks we can help.`,
      heading: `Hello ${referral.firstName}, you were referred to ${PRODUCT.name}`,
      paragraphs: [
        `${referral.partnerName} of ${referral.organization}, who supports your move, told us you may be interested in the ${PRODUCT.cardName}.`,
        applyNote,
      ],
      action: { label: 'Start your application', url: signUpUrl },
      footnote: 'If you did not expect this e-mail, ignore it: we will not write again about this referral.',
    }),
  };
}

export function referralAcknowledgementMail(referral: PartnerReferral): OutgoingMail {
  return {
    to: referral.partnerEmail,
    subject: `We received your referral of ${referral.firstName} ${referral.lastName}`,
    ...renderMail({
      preheader: 'Thank you for the referral.',
      heading: `Thank you, ${referral.partnerName}`,
      paragraphs: [
        `We received your referral of ${referral.firstName} ${referral.lastName} and sent them a link to apply.`,
        'Our partnerships team may contact you about it. There is no need to send it again.',
      ],
      footnote: 'If you did not refer anyone, you can ignore this e-mail.',
    }),
  };
}

export function invitationMail(invite: PartnerInvite, to: string, signUpUrl: string): OutgoingMail {
  return {
    to,
    subject: `${invite.partnerName} invited you to apply for the ${PRODUCT.cardName}`,
    ...renderMail({
      preheader: `A personal invitation from ${invite.partnerName}.`,
      heading: `${invite.partnerName} invited you to ${PRODUCT.name}`,
      paragraphs: [`${invite.partnerName} invited you to apply for the ${PRODUCT.cardName}.`, applyNote],
      action: { label: 'Start your application', url: signUpUrl },
      footnote: 'If you did not expect this e-mail, ignore it: we will not write again about this invitation.',
    }),
  };
}

export function invitationAcknowledgementMail(invite: PartnerInvite, sentTo: readonly string[]): OutgoingMail {
  return {
    to: invite.partnerEmail,
    subject: `Your ${PRODUCT.name} invitations are on their way`,
    ...renderMail({
      preheader: `${sentTo.length} invitation${sentTo.length === 1 ? '' : 's'} sent.`,
      heading: `Thank you, ${invite.partnerName}`,
      paragraphs: [`We sent your invitation to: ${sentTo.join(', ')}.`],
      footnote: 'If you did not invite anyone, you can ignore this e-mail.',
    }),
  };
}
