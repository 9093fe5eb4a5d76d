/**
 * Business constants and limits of product-rules#constants, in one place so the web and the
 * server cannot disagree. Durations are in milliseconds unless the name says
 * otherwise; money in this package is integer dollars (form and ATP values)
 * or integer cents (cash back).
 */

/** product-rules#relocation-rule: a relocation this many days (or fewer) from the start of today skips the early-applicant step. */
export const RELOCATION_THRESHOLD_DAYS = 60;

/** product-rules#footer-statements: new arrivals on a work visa must give their SSN within this many days of card activation. */
export const SSN_DUE_DAYS_AFTER_ACTIVATION = 60;

/** product-rules#cash-back: the cash-back rules. Rates are in basis points (100 = 1%) so the arithmetic stays integer. */
export const cashBackRules = {
  baseRateBasisPoints: 100,
  referralBoostBasisPoints: 100,
  referralBoostMonths: 12,
  maxRateBasisPoints: 600,
  /** 5 activated referrals within 12 months reach the 6% cap. */
  referralsToReachMax: 5,
  onTimePaymentsBeforeRedemption: 3,
  /** Rewards Terms "Redeeming your cash back": no redemption while the account is more than this many days past due. */
  maxDaysPastDueToRedeem: 60,
} as const;

/** product-rules#save-retry: waiting on an in-flight draft save is retried up to 5 times, 1 s apart. */
export const saveRetry = { maxRetries: 5, delayMs: 1_000 } as const;

/**
 * product-rules#session-limits: session cookie and session limits. The server's cookies and its
 * SESSION_IDLE_SECONDS / SESSION_MAX_SECONDS defaults read these.
 */
export const sessionLimits = {
  /** The session cookies live about 2 hours (1/12 day); they are renewed on use. */
  cookieLifetimeMs: 2 * 60 * 60 * 1_000,
  idleMs: 15 * 60 * 1_000,
  maxMs: 4 * 60 * 60 * 1_000,
} as const;

/** product-rules#choice-values: employment statuses. */
export const employmentStatuses = ['employed', 'retired', 'unemployed'] as const;
export type EmploymentStatus = (typeof employmentStatuses)[number];

/** product-rules#choice-values: special treatment values that alter verification (the YP employer check is skipped for them, product-rules#employer-check-skip). */
export const specialTreatment = { brModel: 'BR_Model', dmPrefix: 'DM_' } as const;

/** product-rules#monitoring: monitoring client settings. */
export const monitoringLimits = {
  sampleRatePercent: 100,
  logLevel: 'info',
  batchMaxMessages: 50,
  batchMaxBytes: 16_384,
  flushIntervalMs: 30_000,
  maxErrorsPerMinute: 3_000,
} as const;

/**
 * product-rules#page-loading: a page's data is retried up to 3 times, and a
 * page that takes longer than a second to load says so.
 */
export const pageLoading = { dataRetries: 3, delayedNoticeMs: 1_000 } as const;
