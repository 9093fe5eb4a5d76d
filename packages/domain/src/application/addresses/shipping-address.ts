import type { Draft } from '../draft/draft-fields.js';

/** The parts of a US address a card can be mailed to (street2 is optional). */
export const homeAddressParts = ['street', 'city', 'state', 'zip'] as const;
export const workAddressParts = ['employerAddress', 'employerCity', 'employerState', 'employerZipCode'] as const;

const filled = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';

/** Any record holding the address fields: the draft, or the web's copy of it. */
type WithFields<F extends string> = Readonly<Partial<Record<F, unknown>>>;

export function hasCompleteHomeAddress(draft: WithFields<(typeof homeAddressParts)[number]>): boolean {
  return homeAddressParts.every((part) => filled(draft[part]));
}

export function hasCompleteWorkAddress(draft: WithFields<(typeof workAddressParts)[number]>): boolean {
  return workAddressParts.every((part) => filled(draft[part]));
}

/**
 * Whether the shipping choice has a complete address behind it: a review
 * never shows "Send my card to" a place the application has no address for.
 * No choice yet (null) has nothing to show and passes.
 */
export function shippingChoiceHasAddress(draft: Readonly<Draft>): boolean {
  if (draft.shipToHome === true) return hasCompleteHomeAddress(draft);
  if (draft.shipToHome === false) return hasCompleteWorkAddress(draft);
  return true;
}
