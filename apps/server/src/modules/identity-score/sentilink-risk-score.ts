import { z } from 'zod';
import { failureOfStatus, readBoundedJson } from '../../platform/vendor-http.js';
import type { RiskScoreInput, RiskScoreProvider, RiskScoreResult } from './risk-score-provider.js';

/**
 * The real identity risk score ("sentilink checkScore", product-rules#risk-score), written
 * against SentiLink's application scoring API (decision 041): one POST of the
 * application to /v2/application with HTTP Basic (account id, token), asking
 * for the synthetic identity score and the identity theft score. Either at or
 * above `declineAt` (0–999) is not approved. Anything that is not a whole
 * answer (401, 4xx, 429, 5xx, a time-out, a body we cannot read, a product
 * that errored with nothing high in the rest) rejects with SentilinkApiError;
 * check-score.ts counts that as approved (product-rules#check-failures) and logs it.
 * Contract tests: sentilink-risk-score.int.test.ts against testing/stand-ins/sentilink-stand-in.ts.
 */
export interface SentilinkSettings {
  /** The API origin, e.g. https://api.sentilink.com; the path is SentiLink's. */
  url: string;
  accountId: string;
  token: string;
  declineAt: number;
  /** Bounds the call besides the caller's own signal. */
  timeoutMs: number;
}

export const sentilinkApplicationPath = '/v2/application';

export const sentilinkProducts = {
  synthetic: 'sentilink_synthetic_score',
  idTheft: 'sentilink_id_theft_score',
} as const;
type SentilinkProduct = (typeof sentilinkProducts)[keyof typeof sentilinkProducts];

/** What each product's score means, for the reasons staff read in the audit record. */
const productMeaning: Record<SentilinkProduct, string> = {
  sentilink_synthetic_score: 'synthetic identity risk',
  sentilink_id_theft_score: 'identity theft risk',
};

export type SentilinkFailure =
  | 'incomplete-input'
  | 'timeout'
  | 'network'
  | 'unauthorized'
  | 'rejected-request'
  | 'rate-limited'
  | 'status'
  | 'malformed'
  | 'oversized'
  | 'product-error';

/** The kind of failure only, never the body: SentiLink's errors may echo the applicant's data. */
export class SentilinkApiError extends Error {
  constructor(
    readonly failure: SentilinkFailure,
    readonly status?: number,
  ) {
    super(`SentiLink API: ${failure}${status === undefined ? '' : ` (HTTP ${status})`}`);
    this.name = 'SentilinkApiError';
  }
}

// A scores answer is a few kilobytes (two scores, a handful of reason codes each).
const maxAnswerBytes = 256 * 1024;
// The reasons staff read: the strongest few, each in SentiLink's own short words.
const maxReasonsPerScore = 3;
const maxExplanationChars = 200;

const reasonCode = z.object({
  code: z.string().max(20),
  direction: z.string().max(40).optional(),
  explanation: z.string().max(2_000).optional(),
  rank: z.number().optional(),
});
const scoreAnswer = z.object({
  score: z.number().int().min(0).max(1_000).optional(),
  version: z.string().max(40).optional(),
  reason_codes: z.array(reasonCode).max(100).optional(),
  error_code: z.number().optional(),
  errors: z.array(z.string()).optional(),
});
const applicationAnswer = z.object({
  response_status: z.string().max(40).optional(),
  transaction_id: z.string().max(200).optional(),
  [sentilinkProducts.synthetic]: scoreAnswer.optional(),
  [sentilinkProducts.idTheft]: scoreAnswer.optional(),
});
type ScoreAnswer = z.infer<typeof scoreAnswer>;

const present = (value: string | null) => (value && value.trim() ? value.trim() : null);

/**
 * The application as SentiLink reads it. The identity theft score needs the
 * name, date of birth and address; the synthetic score also the full SSN, so
 * an applicant without one (a new arrival) is asked only the first.
 */
export function sentilinkRequest(input: RiskScoreInput, now: Date) {
  const [firstName, lastName, dob, street, city, state, zip] = [
    input.firstName,
    input.lastName,
    input.dob,
    input.street,
    input.city,
    input.state,
    input.zip,
  ].map(present);
  if (!firstName || !lastName || !dob || !street || !city || !state || !zip) return null;
  const ssn = present(input.ssn)?.replace(/\D/g, '') ?? null;
  return {
    application: {
      application_id: String(input.applicationId),
      application_created: present(input.createdAt) ?? now.toISOString(),
      first_name: firstName,
      last_name: lastName,
      dob,
      ...(ssn ? { ssn } : {}),
      address_line_1: street,
      city,
      state_code: state,
      zipcode: zip,
      country_code: 'US',
    },
    products: ssn ? [sentilinkProducts.synthetic, sentilinkProducts.idTheft] : [sentilinkProducts.idTheft],
  };
}

function reasonsFor(product: SentilinkProduct, answer: ScoreAnswer): string[] {
  const heading = `${productMeaning[product]} ${answer.score ?? '?'} of 999`;
  const codes = [...(answer.reason_codes ?? [])]
    .filter((reason) => reason.direction !== 'less_fraudy')
    .sort((a, b) => (a.rank ?? Number.MAX_SAFE_INTEGER) - (b.rank ?? Number.MAX_SAFE_INTEGER))
    .slice(0, maxReasonsPerScore)
    .map((reason) => {
      const words = reason.explanation?.trim().slice(0, maxExplanationChars);
      return words ? `${reason.code}: ${words}` : reason.code;
    });
  return [codes.length > 0 ? `${heading} (${codes.join('; ')})` : heading];
}

/**
 * SentiLink's answer as {approved, actionsFlagged, reasons}. A score at or above `declineAt`
 * declines whatever else came; without one, every product asked must have
 * scored, or the answer is not whole and the call counts as failed.
 */
export function judgeSentilinkAnswer(
  body: unknown,
  asked: readonly SentilinkProduct[],
  declineAt: number,
): RiskScoreResult {
  const parsed = applicationAnswer.safeParse(body);
  if (!parsed.success) throw new SentilinkApiError('malformed');
  const reasons: string[] = [];
  let unscored = false;
  let idTheft = false;
  for (const product of asked) {
    const answer = parsed.data[product];
    if (answer?.score === undefined) unscored = true;
    else if (answer.score >= declineAt) {
      reasons.push(...reasonsFor(product, answer));
      if (product === sentilinkProducts.idTheft) idTheft = true;
    }
  }
  // An identity that may be someone else's asks for action first (product-rules#identity-actions-flagged);
  // a synthetic-identity score alone lets the application go on, for staff to weigh with the rest.
  if (reasons.length > 0) return { approved: false, actionsFlagged: idTheft, reasons };
  if (unscored) throw new SentilinkApiError('product-error');
  return { approved: true, actionsFlagged: false, reasons: [] };
}

export function createSentilinkRiskScore(settings: SentilinkSettings): RiskScoreProvider {
  const endpoint = `${settings.url.replace(/\/+$/, '')}${sentilinkApplicationPath}`;
  const authorization = `Basic ${Buffer.from(`${settings.accountId}:${settings.token}`).toString('base64')}`;

  async function scoreWithin(input: RiskScoreInput, signal: AbortSignal): Promise<RiskScoreResult> {
    // An incomplete application is not sent: SentiLink would refuse it (400) after holding the applicant.
    const request = sentilinkRequest(input, new Date());
    if (!request) throw new SentilinkApiError('incomplete-input');
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', authorization },
        body: JSON.stringify(request),
        redirect: 'error',
        signal,
      });
    } catch {
      throw new SentilinkApiError(signal.aborted ? 'timeout' : 'network');
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new SentilinkApiError(failureOfStatus(response.status), response.status);
    }
    const body = await readBoundedJson(
      response,
      maxAnswerBytes,
      (failure, status) => new SentilinkApiError(failure, status),
    ).catch((error: unknown) => {
      throw signal.aborted ? new SentilinkApiError('timeout', response.status) : error;
    });
    return judgeSentilinkAnswer(body, request.products, settings.declineAt);
  }

  return {
    async check(input, options) {
      // A timer held here rather than AbortSignal.timeout: a composite signal holds its sources
      // weakly, so a timeout signal referenced only by it could be collected before it fires.
      const timeout = new AbortController();
      const timer = setTimeout(() => timeout.abort(), settings.timeoutMs);
      const signal = options?.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;
      try {
        return await scoreWithin(input, signal);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
