/** How the back office names a track and a policy outcome; an unknown value shows as sent. */
export const trackLabels: Readonly<Record<string, string>> = {
  nonUsExpat: 'Moving to the US',
  usExpat: 'Living in the US',
  youngProfessional: 'US citizen or green card holder',
};

export const outcomeLabels: Readonly<Record<string, string>> = {
  approve: 'Approve',
  refer: 'Refer',
  decline: 'Decline',
};

export const checkLabels: Readonly<Record<string, string>> = {
  atp: 'Ability to pay (ATP)',
  identityRisk: 'Identity risk score',
  identityQuestions: 'Identity questions',
  bankLink: 'Bank link',
  employer: 'Employer verification',
  creditCheck: 'Credit report',
};

export const labelOf = (labels: Readonly<Record<string, string>>, value: string | null | undefined): string =>
  value ? (labels[value] ?? value) : '—';

/** The Reg B clock (30 days from a complete application) is flagged when under a week is left, to be seen first. */
export const regBWarningDays = 7;
