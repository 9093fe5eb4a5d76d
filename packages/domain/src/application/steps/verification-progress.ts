import type { StepName } from './step-names.js';

/**
 * The YP "verification" stage holds up to eight screens (income, employer,
 * identity, each with its detours), so a progress indicator that counts only
 * stages stands still across all of them. Within the stage, progress counts
 * the three checks of product-rules#yp-branches in the order the engine asks them: income
 * (bank linking or a proof of income), the employer, then identity. The
 * employer check may be skipped (a bank or a known employer confirmed it);
 * the count stays "of 3" so the bar never moves back.
 */
export const verificationChecks = ['income', 'employer', 'identity'] as const;
export type VerificationCheck = (typeof verificationChecks)[number];

const checkByStep: Readonly<Partial<Record<StepName, VerificationCheck>>> = {
  YP_Financial_Validation: 'income',
  YP_Financial_Validation_Options: 'income',
  YP_Financial_Validation_Uploader: 'income',
  YP_Employer_Verification: 'employer',
  YP_WorkEmail_Sent: 'employer',
  YP_Employment_Verified: 'employer',
  YP_Identity_Verification: 'identity',
  YP_Identity_Verification_Uploader: 'identity',
};

export interface VerificationProgress {
  check: VerificationCheck;
  /** 1-based position of the check among the stage's checks. */
  position: number;
  total: number;
}

/** Which check a verification screen belongs to; null for any other screen. */
export function verificationProgress(step: StepName): VerificationProgress | null {
  const check = checkByStep[step];
  if (!check) return null;
  return { check, position: verificationChecks.indexOf(check) + 1, total: verificationChecks.length };
}
