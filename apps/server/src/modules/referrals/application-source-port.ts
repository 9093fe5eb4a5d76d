import { specialTreatmentOf } from '@waypoint/domain/referrals/application-source';
import { normalizeInviteCode } from '@waypoint/domain/referrals/invite-codes';
import type { Db } from '../../db/database.js';
import { preApprovedCodeSource } from './invite-codes-repository.js';

/** What the port needs from the other modules, wired in the composition. */
export interface ApplicationSourceLookups {
  /** The promo code registration accepted for the account (users.promo_code), or null. */
  promoCodeOf(userId: string): Promise<string | null>;
  /** Whether a partner programme is configured as a model partner (the partners module). */
  isModelPartnerProgramme(programme: string): Promise<boolean>;
}

/**
 * The application module's port (decision 035): the `specialTreatment` a new
 * draft of this member carries, from the pre-approved code the account was
 * opened with. A direct-mail code gives DM_<campaign>; a code of a model
 * partner's programme gives BR_Model; a member's code, an inactive code or
 * no code gives null.
 */
export function createApplicationSourcePort(db: Db, lookups: ApplicationSourceLookups) {
  return async function specialTreatmentFor(userId: string): Promise<string | null> {
    const promoCode = await lookups.promoCodeOf(userId);
    if (!promoCode) return null;
    const source = await preApprovedCodeSource(db, normalizeInviteCode(promoCode));
    if (!source) return null;
    const modelPartner = source.partnerProgramme
      ? await lookups.isModelPartnerProgramme(source.partnerProgramme)
      : false;
    return specialTreatmentOf({ directMailCampaign: source.campaign, modelPartner });
  };
}
