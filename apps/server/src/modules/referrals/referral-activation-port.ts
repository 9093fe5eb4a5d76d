import { activationDatesOf, recordActivation } from './referral-activations-repository.js';

/**
 * The referral boost's facts for the cards and rewards modules (decisions 037, 061): an invited
 * member's card activation starts their referrer's boost, once (a second
 * activation keeps the first date), and a referrer's boosts are the
 * activations of the members they invited.
 */
export const referralActivations = {
  markActivated: recordActivation,
  activationsOf: activationDatesOf,
};
