import type { HolderIdentity } from './card-issuing-provider.js';

/**
 * The approved application's answers as a real issuer's enrollment asks for
 * them (decision 045). The application asks for no phone number: the
 * card-issue job adds the account's verified phone (decision 074).
 */
export function holderIdentityFrom(
  subject: {
    dob: string | null;
    street: string | null;
    city: string | null;
    state: string | null;
    zip: string | null;
    ssn: string | null;
  } | null,
): HolderIdentity | null {
  if (!subject) return null;
  const { street, city, state, zip } = subject;
  return {
    dateOfBirth: subject.dob,
    phone: null,
    ssn: subject.ssn,
    address: street && city && state && zip ? { street, city, state, postalCode: zip } : null,
  };
}
