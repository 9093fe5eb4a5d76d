import { z } from 'zod';
import { requireAllOrNone } from './settings-rules.js';

/** SentiLink's production API origin: the default of RISK_SCORE_URL, which a stand-in replaces in tests. */
export const sentilinkProductionUrl = 'https://api.sentilink.com';
/**
 * SentiLink's own guidance puts scores of 750 and above (of 0–999) in its
 * high-risk band; an identity scoring that on either score is not approved
 * (decision 041).
 */
export const defaultRiskScoreDeclineAt = 750;
/** Inside the applicant's request, like the reCAPTCHA call: check-score.ts gives up after 5 s in any case. */
export const defaultRiskScoreTimeoutMs = 4_000;

/** The credentials that make the risk score real (config/provider-modes.ts lists them for the fail-closed rule). */
export const riskScoreCredentialKeys = ['RISK_SCORE_ACCOUNT_ID', 'RISK_SCORE_TOKEN'] as const;

/** The identity risk score settings: environment variables, read once at start (config.ts). */
export const riskScoreSettingsShape = {
  // SentiLink's account id and API token (HTTP Basic); both set: the real score, both unset: the sandbox.
  RISK_SCORE_ACCOUNT_ID: z.string().min(1).max(200).optional(),
  RISK_SCORE_TOKEN: z.string().min(1).max(500).optional(),
  // Where scores are asked; only a stand-in (apps/server/src/testing/stand-ins/sentilink-stand-in.ts) changes it.
  RISK_SCORE_URL: z.url().optional(),
  // The lowest score (0–999) that is not approved; read only with the credentials.
  RISK_SCORE_DECLINE_AT: z.coerce.number().int().min(1).max(999).optional(),
  RISK_SCORE_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).optional(),
};

type Parsed = z.infer<z.ZodObject<typeof riskScoreSettingsShape>>;

/** Rules across the identity risk score settings (e.g. all or none); a production refusal lives in provider-modes.ts. */
export function checkRiskScoreSettings(value: Parsed, context: z.RefinementCtx): void {
  requireAllOrNone(value, riskScoreCredentialKeys, context, 'RISK_SCORE_');
}

export interface RiskScoreSettings {
  /** SentiLink's account id; undefined means the sandbox (docs/sandbox.md "Identity risk score"). */
  accountId: string | undefined;
  /** SentiLink's API token; set exactly when `accountId` is. */
  token: string | undefined;
  /** The API origin (RISK_SCORE_URL, SentiLink's production API unless set). */
  url: string;
  /** The lowest score that is not approved (RISK_SCORE_DECLINE_AT, 750 unless set). */
  declineAt: number;
  /** How long one scoring call may take (RISK_SCORE_TIMEOUT_MS, 4 s unless set). */
  timeoutMs: number;
}

export function readRiskScoreSettings(value: Parsed): RiskScoreSettings {
  return {
    accountId: value.RISK_SCORE_ACCOUNT_ID,
    token: value.RISK_SCORE_TOKEN,
    url: value.RISK_SCORE_URL ?? sentilinkProductionUrl,
    declineAt: value.RISK_SCORE_DECLINE_AT ?? defaultRiskScoreDeclineAt,
    timeoutMs: value.RISK_SCORE_TIMEOUT_MS ?? defaultRiskScoreTimeoutMs,
  };
}
