/** product-rules#application-status: `incomplete` until submitted, `submitted` after; the applicant may only cancel. */
export const applicationStatuses = ['incomplete', 'submitted', 'canceled'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];
