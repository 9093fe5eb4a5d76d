/** The case search's choices in words (decision 067); the keys are the values the server takes. */

export const caseStatusFilterLabels: Readonly<Record<string, string>> = {
  open: 'Open (not decided yet)',
  needsInformation: 'Waiting for information',
  recommended: 'Recommended, waiting for an approver',
  decided: 'Decided',
  closedIncomplete: 'Closed as incomplete',
  any: 'Any status',
};

export const caseDecisionFilterLabels: Readonly<Record<string, string>> = {
  approved: 'Approved',
  declined: 'Declined',
  referred: 'Referred to staff, not decided yet',
  undecided: 'Not decided yet',
};

export const caseAssignmentFilterLabels: Readonly<Record<string, string>> = {
  anyone: 'Anyone’s',
  mine: 'Mine',
  unassigned: 'Unassigned',
};

/** A listed case's status in words. */
export const caseStatusLabels: Readonly<Record<string, string>> = {
  open: 'Open',
  needsInformation: 'Waiting for information',
  recommended: 'Recommended',
  approved: 'Approved',
  declined: 'Declined',
  closedIncomplete: 'Closed as incomplete',
  canceled: 'Canceled by the applicant',
};

/** The policy's suggestion, worded as what it did. */
export const suggestionLabels: Readonly<Record<string, string>> = {
  approve: 'Policy suggests approving',
  refer: 'Policy referred it to staff',
  decline: 'Policy suggests declining',
};

export const finalDecisionLabels: Readonly<Record<string, string>> = {
  approve: 'Approved',
  decline: 'Declined',
};
