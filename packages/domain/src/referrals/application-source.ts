import { specialTreatment } from '../constants.js';

/**
 * Where an application came from, as the server knows it from the code the
 * account was opened with (decision 035): a direct-mail campaign's
 * pre-approved code, or a partner programme's code.
 */
export interface ApplicationSource {
  /** The direct-mail campaign of the code, or null when the code is not a direct-mail code. */
  directMailCampaign: string | null;
  /** The code belongs to a partner programme configured as a model partner. */
  modelPartner: boolean;
}

/**
 * Campaign names become part of `DM_<campaign>`: letters, digits and
 * underscores only, so the value stays one readable token in exports and
 * the back office.
 */
export const campaignNamePattern = /^[A-Za-z0-9_]{1,32}$/;

/**
 * product-rules#employer-check-skip: the `specialTreatment` value an application
 * from this source carries, or null. A direct-mail campaign wins over a
 * partner programme: the mailed offer is the more specific arrangement.
 * A campaign name outside the pattern gives nothing rather than a value the
 * rule would misread.
 */
export function specialTreatmentOf(source: ApplicationSource): string | null {
  const campaign = source.directMailCampaign;
  if (campaign !== null && campaignNamePattern.test(campaign)) return `${specialTreatment.dmPrefix}${campaign}`;
  if (source.modelPartner) return specialTreatment.brModel;
  return null;
}
