import type { FastifyBaseLogger } from 'fastify';
import type { RiskScoreInput, RiskScoreProvider } from './risk-score-provider.js';

export interface CheckScoreOptions {
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** How long the applicant waits for the provider before the check counts as failed. */
  timeoutMs?: number;
}

export type RiskScoreOutcome =
  | { status: 'approved' | 'declined'; approved: boolean; actionsFlagged: boolean; reasons: string[] }
  /** product-rules#check-failures: "Identity score check failure counts as approved." */
  | { status: 'provider-failed'; approved: true; actionsFlagged: false; failure: 'error' | 'timeout'; reasons: [] };

// The check runs inside the applicant's request (product-rules#risk-score checkScore query); 5 s, like the reCAPTCHA call.
const defaultTimeoutMs = 5_000;

class RiskScoreTimeout extends Error {
  constructor(timeoutMs: number) {
    super(`identity risk score did not answer within ${timeoutMs} ms`);
    this.name = 'RiskScoreTimeout';
  }
}

function rejectOnAbort(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

/**
 * Runs the provider with a time limit and says what happened, for the
 * caller's audit record. A provider error or time-out is logged (without the
 * applicant's data) and counts as approved (product-rules#check-failures).
 */
export async function runRiskScore(
  provider: RiskScoreProvider,
  input: RiskScoreInput,
  options: CheckScoreOptions,
): Promise<RiskScoreOutcome> {
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new RiskScoreTimeout(timeoutMs)), timeoutMs);
  try {
    // The race stops a provider that ignores the signal from holding the request.
    const result = await Promise.race([
      provider.check(input, { signal: controller.signal }),
      rejectOnAbort(controller.signal),
    ]);
    return {
      status: result.approved ? 'approved' : 'declined',
      approved: result.approved,
      actionsFlagged: !result.approved && result.actionsFlagged,
      reasons: result.reasons,
    };
  } catch (error) {
    // Aborted means out of time, whichever rejection (ours or the provider's) won the race.
    const failure = controller.signal.aborted ? 'timeout' : 'error';
    const { name, message } = error instanceof Error ? error : { name: 'Unknown', message: String(error) };
    options.log.warn(
      { applicationId: input.applicationId, failure, err: { name, message } },
      'identity risk score check failed; counted as approved (product-rules#check-failures)',
    );
    return { status: 'provider-failed', approved: true, actionsFlagged: false, failure, reasons: [] };
  } finally {
    clearTimeout(timer);
  }
}

/** The product-rules#risk-score checkScore result: approved (also when the check itself failed, product-rules#check-failures) and whether action is flagged. */
export async function checkScore(
  provider: RiskScoreProvider,
  input: RiskScoreInput,
  options: CheckScoreOptions,
): Promise<{ approved: boolean; actionsFlagged: boolean }> {
  const { approved, actionsFlagged } = await runRiskScore(provider, input, options);
  return { approved, actionsFlagged };
}
