/** The sandbox credit bureau's contact card (docs/sandbox.md "Credit report"), as the server sends it. */
export const sandboxBureau = {
  name: 'Waypoint Sandbox Credit Bureau',
  address: 'P.O. Box 4500, Allen, TX 75013',
  phone: '1-800-555-0199',
  website: 'https://bureau.sandbox.waypoint.example',
};

/** A likely-approved eligibility answer (decision 026), as `prequalify` sends it. */
export const likelyApprovedAnswer = {
  outcome: 'likelyApproved' as const,
  aprLow: 19.99,
  aprHigh: 23.99,
  indicativeLimit: 1500,
  reasons: [],
  identityConfirmationNeeded: false,
  bureau: sandboxBureau,
  answersCarryOver: false,
  creditReportUsed: true,
  creditScore: null,
};
