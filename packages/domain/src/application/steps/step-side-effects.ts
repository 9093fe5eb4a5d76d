import { shippingChoiceHasAddress } from '../addresses/shipping-address.js';
import { employerVerifiedByWorkAddress, hasNoEmployer } from '../draft/draft-conditions.js';
import type { Draft, DraftPatch } from '../draft/draft-fields.js';
import { reviewCleanup } from '../draft/review-cleanup.js';
import { isReviewStep, type StepName } from './step-names.js';

/**
 * product-rules#shipping-choice: the shipping choice each step sets when the
 * applicant reaches it. Steps not listed leave it alone.
 *
 * The spec says "home if unemployed" on the US shipping and non-US review
 * steps. Retired applicants have no work address either (the review cleanup
 * clears their employer), so both no-employer statuses ship home.
 */
export function shippingSideEffect(step: StepName, draft: Readonly<Draft>): DraftPatch {
  switch (step) {
    case 'NonUS_Expat_Relocation':
      return { shipToHome: true };
    case 'PreResidency_Question':
    case 'YP_Review':
      return { shipToHome: !employerVerifiedByWorkAddress(draft) };
    case 'US_Expat_Identification':
      return { shipToHome: false };
    case 'US_Expat_Shipping_Info':
      return hasNoEmployer(draft) ? { shipToHome: true } : {};
    case 'NonUS_Expat_Review': {
      // product-rules#shipping-choice: home if unemployed, else work. The switch is made only to a
      // place with a complete address; otherwise the choice made (and
      // checked) on the shipping step stands, so review never shows
      // "My workplace" for a workplace address nobody gave.
      const patch = { shipToHome: hasNoEmployer(draft) };
      return shippingChoiceHasAddress({ ...draft, ...patch }) ? patch : {};
    }
    default:
      return {};
  }
}

/**
 * Everything reaching `step` changes in the draft: the shipping choice, then
 * on a review step the cleanup (product-rules#review-cleanup), which reads the draft with the
 * shipping choice already applied. The caller merges the patch and saves it.
 */
export function sideEffectsOfReaching(step: StepName, draft: Readonly<Draft>): DraftPatch {
  const shipping = shippingSideEffect(step, draft);
  if (!isReviewStep(step)) return shipping;
  return { ...shipping, ...reviewCleanup({ ...draft, ...shipping }) };
}
