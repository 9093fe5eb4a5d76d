import type { RiskScoreInput, RiskScoreProvider, RiskScoreResult } from './risk-score-provider.js';

/**
 * The sandbox identity risk score: deterministic rules on SSN and date-of-birth
 * patterns, documented in docs/sandbox.md "Identity risk score" the way card
 * networks publish test numbers. Every pattern is one the domain's SSN and
 * date-of-birth validation accepts, so each can be reached through the API.
 */
export const sandboxRiskScoreRules = {
  /** Serial 9999 (e.g. 123-45-9999): declined, no action flagged: the applicant goes on to employment. */
  syntheticSerial: '9999',
  /** Group 99 (e.g. 123-99-6789): declined and flagged for action: YP_Identification goes straight to review. */
  stolenGroup: '99',
  /** Serial 0013 (e.g. 123-45-0013): the provider errors; product-rules#check-failures counts that as approved. */
  providerErrorSerial: '0013',
  /** Serial 0014 (e.g. 123-45-0014): the provider never answers, so the check times out (approved, product-rules#check-failures). */
  providerTimeoutSerial: '0014',
  /**
   * Born before this day: declined. The domain refuses births before 1900,
   * so the rule uses a later date that an applicant can still enter.
   */
  oldestPlausibleDob: '1920-01-01',
} as const;

export const sandboxRiskScoreReasons = {
  synthetic: 'synthetic identity suspected',
  stolen: 'identity theft suspected: SSN linked to another identity',
  dob: 'date of birth inconsistent with SSN issuance',
  unreadableSsn: 'SSN not recognized',
} as const;

/** Thrown for the error test input, as a vendor outage would. */
export class SandboxRiskScoreError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SandboxRiskScoreError';
  }
}

const ssnParts = /^(\d{3})-?(\d{2})-?(\d{4})$/;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;
// Without a caller's signal the timeout input still ends, so nothing hangs forever.
const unsignalledHangMs = 30_000;

function untilAborted(signal: AbortSignal | undefined): Promise<never> {
  return new Promise((_resolve, reject) => {
    const fail = () => reject(new SandboxRiskScoreError('sandbox risk score: request aborted'));
    if (!signal) {
      setTimeout(fail, unsignalledHangMs).unref();
      return;
    }
    if (signal.aborted) fail();
    else signal.addEventListener('abort', fail, { once: true });
  });
}

function declineReasons(input: RiskScoreInput, ssn: RegExpExecArray | null): string[] {
  const reasons: string[] = [];
  if (input.ssn && !ssn) reasons.push(sandboxRiskScoreReasons.unreadableSsn);
  if (ssn?.[3] === sandboxRiskScoreRules.syntheticSerial) reasons.push(sandboxRiskScoreReasons.synthetic);
  if (ssn?.[2] === sandboxRiskScoreRules.stolenGroup) reasons.push(sandboxRiskScoreReasons.stolen);
  // ISO dates compare as text; another shape is left to the application's own validation.
  const dob = input.dob?.trim() ?? '';
  if (isoDate.test(dob) && dob < sandboxRiskScoreRules.oldestPlausibleDob) reasons.push(sandboxRiskScoreReasons.dob);
  return reasons;
}

export function createSandboxRiskScoreProvider(): RiskScoreProvider {
  return {
    check: async (input, options): Promise<RiskScoreResult> => {
      const ssn = input.ssn ? ssnParts.exec(input.ssn.trim()) : null;
      const serial = ssn?.[3];
      if (serial === sandboxRiskScoreRules.providerErrorSerial) {
        throw new SandboxRiskScoreError('sandbox risk score: provider unavailable (test input)');
      }
      if (serial === sandboxRiskScoreRules.providerTimeoutSerial) return untilAborted(options?.signal);
      const reasons = declineReasons(input, ssn);
      // Only a stolen identity asks for action first (product-rules#identity-actions-flagged).
      return {
        approved: reasons.length === 0,
        actionsFlagged: reasons.includes(sandboxRiskScoreReasons.stolen),
        reasons,
      };
    },
  };
}
