/**
 * product-rules#residence-statuses residence status options. A status outside the list is kept as
 * 'Other' with the applicant's own text in residenceStatusUSOther.
 */
export const residenceStatuses = [
  'E-1',
  'E-2',
  'E-3',
  'F-1',
  'H-1B',
  'H-1B1',
  'J-1',
  'J-2',
  'L-1',
  'L-2',
  'O-1',
  'T-N',
  'B1/B2',
  'US Citizen',
  'Green Card',
] as const;

export const OTHER_RESIDENCE_STATUS = 'Other';

/** Domain notes: permanent residents get this combined status at review (product-rules#review-cleanup). */
export const PERMANENT_RESIDENT_STATUS = 'US Citizen/Green Card';

export type ListedResidenceStatus = (typeof residenceStatuses)[number];
export type ResidenceStatus = ListedResidenceStatus | typeof OTHER_RESIDENCE_STATUS | typeof PERMANENT_RESIDENT_STATUS;

/**
 * The statuses the two expat tracks offer: the listed visas and 'Other'.
 * 'US Citizen' and 'Green Card' are left out: on the US-expat track the
 * applicant has already answered that they are neither (product-rules#pre-residency
 * PreResidency_Question), and citizens and green card holders belong to the
 * young-professional track, so the non-US track does not offer them either.
 */
export const expatResidenceStatusValues = [
  ...residenceStatuses.filter((status) => status !== 'US Citizen' && status !== 'Green Card'),
  OTHER_RESIDENCE_STATUS,
] as const satisfies readonly ResidenceStatus[];

/** Every value residenceStatusUS may hold: the list, 'Other', and the combined review value. */
export const residenceStatusValues = [
  ...residenceStatuses,
  OTHER_RESIDENCE_STATUS,
  PERMANENT_RESIDENT_STATUS,
] as const satisfies readonly ResidenceStatus[];

export function isResidenceStatus(value: unknown): value is ResidenceStatus {
  return typeof value === 'string' && (residenceStatusValues as readonly string[]).includes(value);
}

/**
 * product-rules#residence-statuses: a status outside the list becomes 'Other' with free text. A
 * listed status (or 'Other' itself) keeps no free text.
 */
export function normaliseResidenceStatus(text: string): {
  residenceStatusUS: ResidenceStatus;
  residenceStatusUSOther: string | null;
} {
  const value = text.trim();
  if (isResidenceStatus(value)) return { residenceStatusUS: value, residenceStatusUSOther: null };
  return { residenceStatusUS: OTHER_RESIDENCE_STATUS, residenceStatusUSOther: value === '' ? null : value };
}

/**
 * 'Other' is compared without case: residence status uses 'Other' and the
 * bank-linking exit reason 'other', and both mean "see the free text".
 */
export function isOtherChoice(value: unknown): boolean {
  return typeof value === 'string' && value.trim().toLowerCase() === 'other';
}
