/**
 * The checks an application goes through (decision 018), named once: the
 * required-checks report and the check dependencies both speak of them, and
 * neither imports the other for it.
 */
export const applicationChecks = [
  'identityScore',
  'affordability',
  'incomeValidation',
  'employerVerification',
  'identityConfirmation',
  'documents',
] as const;
export type ApplicationCheck = (typeof applicationChecks)[number];
