import { specialTreatmentOf } from '@waypoint/domain/referrals/application-source';
import { normalizeInviteCode } from '@waypoint/domain/referrals/invite-codes';
import type { Db } from '../../db/database.js';
import { findReferrerOf, isAcceptedCode, preApprovedCodeSource } from './invite-codes-repository.js';
import { activationDatesOf, recordActivation } from './referral-activations-repository.js';
import { recordRegistration } from './referral-attribution.js';

/** What the application's source needs from the other modules, wired in the composition. */
export interface ApplicationSourceLookups {
  /** The promo code registration accepted for the account (users.promo_code), or null. */
  promoCodeOf(userId: string): Promise<string | null>;
  /** Whether a partner programme is configured as a model partner (the partners module). */
  isModelPartnerProgramme(programme: string): Promise<boolean>;
}

/**
 * What referrals offer other modules of the codes, referrals and activations
 * they own, handed to them in the composition; one port for every consumer
 * (decision 065). Each read and write takes the database or the caller's
 * transaction.
 */
export const referralsPort = {
  /**
   * An invited member's card activation starts their referrer's boost, once
   * (a second activation keeps the first date) (decisions 037, 061), when it
   * is within the window and the referrer is in good standing (decision 103).
   */
  markActivated: recordActivation,
  /** A referrer's boosts: the activations of the members they invited (decision 061). */
  activationsOf: activationDatesOf,
  /** Whether a promo code at sign-up is accepted, as validatePreApprovedCode checks it (product-rules#account-operations). */
  promoCodeAccepted: isAcceptedCode,
  /** Registration's attribution, inside its transaction: the member's invitation code, and who invited them. */
  onRegistered: recordRegistration,
  /**
   * The application's `referralName` (product-rules#draft-fields): the first
   * name of the member who referred this person, as getReferrerUser shows it
   * on /i/{code}. It reads the referral registration recorded, so only a code
   * the server accepted at sign-up names anyone.
   */
  async referrerFirstName(
    db: Db,
    referredUserId: string,
    memberFirstName: (userId: string) => Promise<string | null>,
  ): Promise<string | null> {
    const referrerUserId = await findReferrerOf(db, referredUserId);
    return referrerUserId ? memberFirstName(referrerUserId) : null;
  },
  /**
   * The `specialTreatment` a new draft of this member carries (decision 035),
   * from the pre-approved code the account was opened with. A direct-mail code
   * gives DM_<campaign>; a code of a model partner's programme gives BR_Model;
   * a member's code, an inactive code or no code gives null.
   */
  async specialTreatmentFor(db: Db, userId: string, lookups: ApplicationSourceLookups): Promise<string | null> {
    const promoCode = await lookups.promoCodeOf(userId);
    if (!promoCode) return null;
    const source = await preApprovedCodeSource(db, normalizeInviteCode(promoCode));
    if (!source) return null;
    const modelPartner = source.partnerProgramme
      ? await lookups.isModelPartnerProgramme(source.partnerProgramme)
      : false;
    return specialTreatmentOf({ directMailCampaign: source.campaign, modelPartner });
  },
};
