import { createPrivateKey } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { sessionLimits } from '@waypoint/domain/constants';
import {
  checkAnalyticsSettings,
  readAnalyticsSettings,
  analyticsSettingsShape,
  type AnalyticsSettings,
} from './analytics-settings.js';
import {
  checkCardIssuerSettings,
  readCardIssuerSettings,
  cardIssuerSettingsShape,
  type CardIssuerSettings,
} from './card-issuer-settings.js';
import {
  cardSandboxSettingsShape,
  readCardSandboxSettings,
  type CardSandboxSettings,
} from './card-sandbox-settings.js';
import {
  checkDocumentCheckSettings,
  readDocumentCheckSettings,
  documentCheckSettingsShape,
  type DocumentCheckSettings,
} from './document-check-settings.js';
import {
  checkIdentityQuestionsSettings,
  readIdentityQuestionsSettings,
  identityQuestionsSettingsShape,
  type IdentityQuestionsSettings,
} from './identity-questions-settings.js';
import {
  checkMetricsSettings,
  readMetricsSettings,
  metricsSettingsShape,
  type MetricsSettings,
} from './metrics-settings.js';
import * as noticeSettings from './notice-settings.js';
import { checkPlaidSettings, plaidSettingsShape, readPlaidSettings, type PlaidSettings } from './plaid-settings.js';
import { checkPostSettings, postSettingsShape, readPostSettings, type PostSettings } from './post-settings.js';
import {
  decideProviderModes,
  refuseUnchosenSandboxes,
  sandboxProvidersSetting,
  type ProviderModes,
} from './provider-modes.js';
import {
  checkRecaptchaSettings,
  readRecaptchaSettings,
  recaptchaSettingsShape,
  type RecaptchaSettings,
} from './recaptcha-settings.js';
import {
  checkRiskScoreSettings,
  readRiskScoreSettings,
  riskScoreSettingsShape,
  type RiskScoreSettings,
} from './risk-score-settings.js';
import * as shutdownSettings from './shutdown-settings.js';
import { checkSmsSettings, readSmsSettings, smsSettingsShape, type SmsSettings } from './sms-settings.js';
import {
  checkCreditBureauSettings,
  checkStorageSettings,
  creditBureauSettingsShape,
  readCreditBureauSettings,
  readStorageSettings,
  storageSettingsShape,
  type CreditBureauSettings,
  type S3Settings,
} from './storage-and-bureau-settings.js';
import { trustProxySetting, type TrustProxy } from './trust-proxy-setting.js';
import {
  checkUserV2Settings,
  readUserV2Settings,
  userV2SettingsShape,
  type UserV2Settings,
} from './user-v2-settings.js';

export type { CreditBureauSettings, S3Settings, TrustProxy };

const appEnvironments = ['development', 'test', 'production'] as const;
export type AppEnvironment = (typeof appEnvironments)[number];

const base64Key = z
  .string()
  .refine((value) => Buffer.from(value, 'base64').length >= 32, 'must be at least 32 bytes, base64-encoded');

/** Whether a URL names this machine (localhost, 127.x, ::1): never a production server's public address. */
function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127\./.test(host) || host === '0.0.0.0'
  );
}

/** HELP_DESK_SIGNING_KEY (decision 034): a PKCS8 PEM of a P-256 key; `\n` escapes allowed for one-line settings. */
function isP256PrivateKeyPem(value: string): boolean {
  try {
    const key = createPrivateKey({ key: value.replaceAll('\\n', '\n'), format: 'pem' });
    return key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1';
  } catch {
    return false;
  }
}

const configSchema = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    APP_ENV: z.enum(appEnvironments).default('development'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST_DIR: z.string().min(1).optional(),
    PUBLIC_URL: z.url().optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Waypoint <hello@waypoint.example>'),
    SUPPORT_EMAIL: z.email().default('support@waypoint.example'),
    FEATURE_FLAGS_FILE: z.string().min(1).optional(),
    // product-rules#session-limits: 15 minutes idle, 4 hours at most. Tests shorten them.
    SESSION_IDLE_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .max(86_400)
      .default(sessionLimits.idleMs / 1_000),
    SESSION_MAX_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .max(604_800)
      .default(sessionLimits.maxMs / 1_000),
    // docs/operations.md "Jobs": 0 runs no background jobs here; the runner polls at most every 500 ms.
    JOB_POLL_INTERVAL_MS: z.coerce
      .number()
      .int()
      .min(0)
      .max(60_000)
      .refine((value) => value === 0 || value >= 500, 'must be 0 (off) or at least 500')
      .default(1000),
    RATE_LIMIT_IP_SCALE: z.coerce.number().int().min(1).max(1000).default(1),
    TRUST_PROXY: trustProxySetting,
    // docs/operations.md "Sign-in and reset limits": the wait added per attempt over an account's soft limit.
    LOGIN_SLOWDOWN_MS: z.coerce.number().int().min(0).max(5000).default(500),
    SESSION_SECRET: base64Key.optional(),
    ENCRYPTION_KEY: base64Key.optional(),
    // Uploads: 10 MB (MiB) holds a phone photo or a scanned PDF; decision 008.
    UPLOAD_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(100 * 1024 * 1024)
      .default(10 * 1024 * 1024),
    ...storageSettingsShape,
    // Bank linking (decisions 011 and 039): plaid-settings.ts.
    ...plaidSettingsShape,
    ...creditBureauSettingsShape,
    // The help desk's token key (decision 034); outside production one is derived from the session secret.
    HELP_DESK_SIGNING_KEY: z
      .string()
      .refine(isP256PrivateKeyPem, 'must be a PKCS8 PEM P-256 (ES256) private key')
      .optional(),
    // The card issuer's webhook secret (decision 037); outside production one is derived from the session secret.
    CARD_ISSUER_WEBHOOK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    // The sandbox issuer ships a card this long after issuing it, and delivers it as long after that.
    CARD_SANDBOX_SHIP_AFTER_MS: z.coerce.number().int().min(0).max(86_400_000).default(60_000),
    // Its statement cycles, payments, deposits and returns (decision 079): card-sandbox-settings.ts.
    ...cardSandboxSettingsShape,
    // A staging server's opt-in to named sandboxes in production (decision 038).
    SANDBOX_PROVIDERS: sandboxProvidersSetting,
    ...recaptchaSettingsShape,
    ...riskScoreSettingsShape,
    ...documentCheckSettingsShape,
    ...identityQuestionsSettingsShape,
    ...cardIssuerSettingsShape,
    // Text messages (decision 074): sms-settings.ts.
    ...smsSettingsShape,
    // Letters on paper and bounced mail (decision 089): post-settings.ts.
    ...postSettingsShape,
    ...analyticsSettingsShape,
    ...metricsSettingsShape,
    ...noticeSettings.noticeSettingsShape,
    ...shutdownSettings.shutdownSettingsShape,
    // The separate user-v2 endpoint of the product spec (docs/operations.md "User-v2 endpoint").
    ...userV2SettingsShape,
  })
  .superRefine((value, context) => {
    checkRecaptchaSettings(value, context);
    checkRiskScoreSettings(value, context);
    checkDocumentCheckSettings(value, context);
    checkIdentityQuestionsSettings(value, context);
    checkCardIssuerSettings(value, context);
    checkSmsSettings(value, context);
    checkPostSettings(value, context);
    checkAnalyticsSettings(value, context);
    checkMetricsSettings(value, context);
    noticeSettings.checkNoticeSettings(value, context);
    checkStorageSettings(value, context);
    checkPlaidSettings(value, context);
    checkCreditBureauSettings(value, context);
    checkUserV2Settings(value, context);
    const production = value.APP_ENV === 'production';
    if (!production) return;
    // Fail closed (decision 038): every provider real, or a sandbox named in SANDBOX_PROVIDERS.
    refuseUnchosenSandboxes(value, value.SANDBOX_PROVIDERS, context);
    // Links in e-mails and the cookies' origin: a production server has a public address of its own.
    if (!value.PUBLIC_URL || isLoopbackUrl(value.PUBLIC_URL))
      context.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: 'must be the public https:// address when APP_ENV=production',
      });
    // Secrets are generated only outside production; a
    // production server must be handed its keys so every instance shares them.
    // The card issuer's webhook secret comes with its real adapter (provider-modes.ts).
    for (const key of ['SESSION_SECRET', 'ENCRYPTION_KEY', 'HELP_DESK_SIGNING_KEY'] as const) {
      if (!value[key])
        context.addIssue({ code: 'custom', path: [key], message: 'is required when APP_ENV=production' });
    }
  });

/** Every environment variable the server reads; the README's configuration table lists each one. */
export const configVariableNames: readonly string[] = Object.keys(configSchema.shape);

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  appEnv: AppEnvironment;
  logLevel: string;
  webDistDir: string;
  sessionSecret: string | undefined;
  encryptionKey: string | undefined;
  /** Where links in e-mails point. */
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where contact-form messages go (the support team's inbox). */
  supportEmail: string;
  /** A JSON file of flag definitions overriding the product's defaults (decision 013); the database overrides it. */
  featureFlagsFile: string | undefined;
  recaptcha: RecaptchaSettings;
  riskScore: RiskScoreSettings;
  documentCheck: DocumentCheckSettings;
  identityQuestions: IdentityQuestionsSettings;
  cardIssuer: CardIssuerSettings;
  /** Text messages: Twilio's keys, or none for the sandbox (decision 074). */
  sms: SmsSettings;
  /** Letters on paper: Lob's keys, or none for the sandbox; the mail bounce webhook's secret (decision 089). */
  post: PostSettings;
  analytics: AnalyticsSettings;
  metrics: MetricsSettings;
  /** The creditor and ECOA agency every notice names (decision 054). */
  notices: noticeSettings.NoticeSettings;
  shutdown: shutdownSettings.ShutdownSettings;
  /** The user-v2 endpoint's address (USER_V2_URL); configured, not yet called. */
  userV2: UserV2Settings;
  sessionIdleSeconds: number;
  sessionMaxSeconds: number;
  /** How often the job runner polls its queues; 0 runs no background jobs (tests drain them by hand). */
  jobPollIntervalMs: number;
  /** Multiplies the per-IP rate limits: test and load runs send every request from one address. */
  rateLimitIpScale: number;
  /** Whose X-Forwarded-For is believed (TRUST_PROXY); off unless set. */
  trustProxy: TrustProxy;
  /** Added wait per sign-in attempt over an account's soft limit (LOGIN_SLOWDOWN_MS). */
  loginSlowdownStepMs: number;
  /** The largest document upload accepted, in bytes. */
  uploadMaxBytes: number;
  /** Object storage for documents: an S3-compatible store, or undefined for DATA_DIR/uploads. */
  s3: S3Settings | undefined;
  /** Bank linking: keys for the real Plaid service, or none for the local sandbox. */
  plaid: PlaidSettings;
  /** The credit bureau: its API's settings, or none for the local sandbox (docs/sandbox.md "Credit report"). */
  creditBureau: CreditBureauSettings;
  /** The help desk's token key as a PEM, or undefined outside production for one derived from the session secret. */
  helpDeskSigningKey: string | undefined;
  /** The card issuer's webhook secret (decision 037); undefined outside production means derived. */
  cardIssuerWebhookSecret: string | undefined;
  cardSandboxShipAfterMs: number;
  /** The sandbox issuer's cycle, settle and return timers (docs/sandbox.md "Cards"). */
  cardSandbox: CardSandboxSettings;
  /** Which providers run for real and which as sandboxes (decision 038); composition/providers.ts builds them. */
  providers: ProviderModes;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const defaultWebDist = path.resolve(import.meta.dirname, '../../../web/dist');

/** Keys, tokens, passwords, and URLs that may carry a password (postgres://user:pass@…, smtp://user:pass@…). */
export function isSecretSetting(name: string): boolean {
  return (
    /SECRET|TOKEN|PASSWORD|API_KEY|SIGNING_KEY|ENCRYPTION_KEY/.test(name) ||
    ['DATABASE_URL', 'SMTP_URL', 'USER_V2_URL'].includes(name)
  );
}

/** Parses the environment once at start; names every bad or missing variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const emptyAsMissing = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = configSchema.safeParse(emptyAsMissing);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join('.') || 'environment';
        // A secret is never echoed into a log, even a wrong one.
        const given = isSecretSetting(name) ? undefined : env[name];
        return `${name}: ${issue.message}${given === undefined ? '' : ` (got "${given}")`}`;
      }),
    );
  }
  const value = parsed.data;
  return {
    port: value.PORT,
    host: value.HOST,
    databaseUrl: value.DATABASE_URL,
    dataDir: path.resolve(value.DATA_DIR),
    appEnv: value.APP_ENV,
    logLevel: value.LOG_LEVEL,
    webDistDir: path.resolve(value.WEB_DIST_DIR ?? defaultWebDist),
    sessionSecret: value.SESSION_SECRET,
    encryptionKey: value.ENCRYPTION_KEY,
    publicUrl: (value.PUBLIC_URL ?? `http://localhost:${value.PORT}`).replace(/\/$/, ''),
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM,
    supportEmail: value.SUPPORT_EMAIL,
    featureFlagsFile: value.FEATURE_FLAGS_FILE,
    recaptcha: readRecaptchaSettings(value),
    riskScore: readRiskScoreSettings(value),
    documentCheck: readDocumentCheckSettings(value),
    identityQuestions: readIdentityQuestionsSettings(value),
    cardIssuer: readCardIssuerSettings(value),
    sms: readSmsSettings(value),
    post: readPostSettings(value),
    analytics: readAnalyticsSettings(value),
    metrics: readMetricsSettings(value),
    notices: noticeSettings.readNoticeSettings(value),
    shutdown: shutdownSettings.readShutdownSettings(value),
    userV2: readUserV2Settings(value),
    sessionIdleSeconds: value.SESSION_IDLE_SECONDS,
    sessionMaxSeconds: value.SESSION_MAX_SECONDS,
    jobPollIntervalMs: value.JOB_POLL_INTERVAL_MS,
    rateLimitIpScale: value.RATE_LIMIT_IP_SCALE,
    trustProxy: value.TRUST_PROXY,
    loginSlowdownStepMs: value.LOGIN_SLOWDOWN_MS,
    uploadMaxBytes: value.UPLOAD_MAX_BYTES,
    plaid: readPlaidSettings(value),
    creditBureau: readCreditBureauSettings(value),
    helpDeskSigningKey: value.HELP_DESK_SIGNING_KEY,
    cardIssuerWebhookSecret: value.CARD_ISSUER_WEBHOOK_SECRET,
    cardSandboxShipAfterMs: value.CARD_SANDBOX_SHIP_AFTER_MS,
    cardSandbox: readCardSandboxSettings(value),
    providers: decideProviderModes(value, value.SANDBOX_PROVIDERS),
    s3: readStorageSettings(value),
  };
}
