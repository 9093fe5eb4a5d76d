import { replacementGetsNewNumber, type CardReplacementReason } from '@waypoint/domain/cards/card-replacement';
import { PRODUCT } from '@waypoint/domain/product';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { renderMail } from '../../platform/mail/mail-layout.js';
import type { OutgoingMail } from '../../platform/mail/mail-transport.js';

/** The outbox kind of the replacement's e-mail, for the mailbox and the tests. */
export const cardReplacementMailKind = 'card-replacement';

const reportedAs: Record<CardReplacementReason, string> = {
  lost: 'lost',
  stolen: 'stolen',
  damaged: 'damaged',
};

/**
 * The replacement's e-mail (docs/product-rules.md#card-replacement), sent on
 * the request's transaction: it tells the holder the card closed, that a new
 * one is coming free, and who to call if they did not ask (a card closed by
 * someone holding the session is news the holder must have).
 */
export function cardReplacementMail(
  to: string,
  notice: { firstName: string; lastFour: string; reason: CardReplacementReason },
  publicUrl: string,
): OutgoingMail {
  const newNumber = replacementGetsNewNumber(notice.reason);
  return {
    to,
    subject: `Your new ${PRODUCT.cardName} is on its way`,
    ...renderMail({
      preheader: `The card ending ${notice.lastFour} no longer works. A new card is on its way.`,
      heading: 'Your new card is on its way',
      paragraphs: [
        `Dear ${notice.firstName},`,
        `You told us your card ending ${notice.lastFour} is ${reportedAs[notice.reason]}. We have closed it, so it no longer works for purchases.`,
        `We are making a new card and will post it to the address on your application, free of charge. We will let you know in your account when it ships and when it is delivered. When it arrives, activate it from your account while you are in the US.`,
        newNumber
          ? 'Your new card has a new number. If a merchant charges your card regularly, give them the new number once the card is active. Your account, balance, payments and cash back stay as they are.'
          : 'Your account, balance, payments and cash back stay as they are.',
        newNumber
          ? 'If you see a purchase you did not make, call us at 1-800-555-0142, 24 hours a day.'
          : 'If your card was lost or stolen after all, or you see a purchase you did not make, call us at 1-800-555-0142, 24 hours a day.',
      ],
      action: { label: 'Go to your account', url: `${publicUrl}${sitePaths.account}` },
      footnote: 'If you did not ask for a new card, call us straight away at 1-800-555-0142.',
    }),
  };
}
