import type { FastifyBaseLogger } from 'fastify';
import type { Ga4Settings } from '../config/analytics-settings.js';
import type { AppConfig, AppEnvironment } from '../config/config.js';
import type { Db } from '../db/database.js';
import {
  loggingForwarder,
  type AnalyticsForwarder,
  type ForwarderMode,
} from '../modules/analytics/analytics-forwarder.js';
import { createGa4Forwarder } from '../modules/analytics/ga4-forwarder.js';
import type { CardIssuingProvider } from '../modules/cards/card-issuing-provider.js';
import type { CardWebhookReader } from '../modules/cards/card-webhook-events.js';
import type { SandboxIssuerTimers } from '../modules/cards/cards-deps.js';
import { createLithicCardIssuer } from '../modules/cards/lithic-card-issuer.js';
import { createLithicWebhookReader } from '../modules/cards/lithic-webhooks.js';
import { createSandboxCardIssuer } from '../modules/cards/sandbox-card-issuer.js';
import { creditBureauFromConfig } from '../modules/credit-report/credit-bureau-from-config.js';
import type { CreditBureauProvider } from '../modules/credit-report/credit-bureau-provider.js';
import {
  createIsolatedDocumentCheck,
  type IsolatedDocumentCheck,
} from '../modules/documents/document-check/document-check-pool.js';
import type { DocumentCheckProvider } from '../modules/documents/document-check/document-check-provider.js';
import { createOnfidoDocumentCheck } from '../modules/documents/document-check/onfido-document-check.js';
import { createIdologyKbaProvider } from '../modules/identity-questions/idology/idology-kba.js';
import type { KbaProvider } from '../modules/identity-questions/kba-provider.js';
import { createSandboxKbaProvider } from '../modules/identity-questions/sandbox-kba.js';
import type { RiskScoreProvider } from '../modules/identity-score/risk-score-provider.js';
import { createSandboxRiskScoreProvider } from '../modules/identity-score/sandbox-risk-score.js';
import { createSentilinkRiskScore } from '../modules/identity-score/sentilink-risk-score.js';
import { bouncingMailbox } from '../platform/mail/mail-bounces.js';
import { mailboxTransport, smtpTransport, type MailTransport } from '../platform/mail/mail-transport.js';
import { instrumentMethods } from '../platform/metrics/provider-calls.js';
import type { LetterSender } from '../platform/post/letter-sender.js';
import { createLobLetters } from '../platform/post/lob-letters.js';
import { createSandboxLetters } from '../platform/post/sandbox-letters.js';
import { googleRecaptcha, sandboxRecaptcha, type RecaptchaVerifier } from '../platform/recaptcha.js';
import { hmac } from '../platform/secure-token.js';
import { createSandboxSms } from '../platform/sms/sandbox-sms.js';
import type { SmsSender } from '../platform/sms/sms-sender.js';
import { createTwilioSms } from '../platform/sms/twilio-sms.js';

/** What tests may stand in for; anything not given comes from the config. */
export interface ProviderOverrides {
  documentCheck?: DocumentCheckProvider;
  creditBureau?: CreditBureauProvider;
  kbaProvider?: KbaProvider;
  /**
   * The worker threads of the sandbox check and the upload screen, owned by the caller and not
   * closed with the app: tests share one across the apps of a process (testing/test-app.ts), as
   * each new pool's first thread loads pdf.js again (decision 108).
   */
  isolatedCheck?: IsolatedDocumentCheck;
}

export interface Providers {
  recaptcha: RecaptchaVerifier;
  mail: MailTransport;
  riskScore: RiskScoreProvider;
  documentCheck: DocumentCheckProvider;
  /** Our own upload screen (limits, active content; decision 057), in worker threads whichever document check runs. */
  pdfScan: Pick<IsolatedDocumentCheck, 'pdfHasActiveContent' | 'screen'>;
  creditBureau: CreditBureauProvider;
  identityQuestions: KbaProvider;
  cardIssuing: CardIssuing;
  /** Text messages (decision 074): Twilio, or the sandbox that keeps them for /dev/sms. */
  sms: SmsSender;
  /** Letters on paper (decision 089): Lob, or the sandbox that keeps them for /dev/letters. */
  post: LetterSender;
  /**
   * Where stored analytics events go (decision 043). Not a fail-closed
   * provider: without GA4 the first-party store keeps every event.
   */
  analyticsForwarder: AnalyticsForwarder | undefined;
  /** Stops what the providers hold open (worker threads, SMTP connections). */
  close(): Promise<void>;
}

/** The card issuer (decisions 037 and 045) and how its webhooks are read. */
export interface CardIssuing {
  issuer: CardIssuingProvider;
  webhookSecret: string;
  /** A real issuer's own webhook scheme; null: the sandbox's (card-webhook-signature.ts). */
  webhookReader: CardWebhookReader | null;
  /** The sandbox issuer ships, settles and closes cycles on its own timers, and its control routes are mounted. */
  sandbox: SandboxIssuerTimers | null;
}

/**
 * The one place each outside service is chosen (decision 038): the real
 * adapter when config.providers says so, otherwise the local sandbox
 * (docs/sandbox.md). The config has already refused a production server
 * whose sandboxes were not opted in, so nothing here falls back silently.
 */
export function chooseProviders(
  config: AppConfig,
  log: FastifyBaseLogger,
  shared: { sessionSecret: Buffer; db: Db; now: () => Date },
  overrides: ProviderOverrides = {},
): Providers {
  const { modes } = config.providers;
  // The sandbox check and the PDF safety scan run in worker threads (document-check-pool.ts), started on first use.
  const isolatedCheck =
    overrides.isolatedCheck ??
    createIsolatedDocumentCheck({
      onWorkerError: (error) => log.error({ err: error }, 'document-check worker died between checks'),
    });
  const mail =
    modes.mail === 'real' && config.smtpUrl
      ? smtpTransport(config.smtpUrl, config.mailFrom)
      : // The sandbox mailbox bounces `+bounce` addresses as a provider would (docs/sandbox.md "Mail", decision 089).
        bouncingMailbox(mailboxTransport, shared.db, shared.now);
  const { accountId, token } = config.riskScore;
  const riskScore =
    modes['risk-score'] === 'real' && accountId && token
      ? createSentilinkRiskScore({ ...config.riskScore, accountId, token })
      : createSandboxRiskScoreProvider();
  const { apiToken } = config.documentCheck;
  // Onfido judges identity documents; the other types still get our own isolated file check (decision 041).
  const documentCheck =
    modes['document-check'] === 'real' && apiToken
      ? createOnfidoDocumentCheck({ ...config.documentCheck, apiToken }, isolatedCheck)
      : isolatedCheck;
  const { idology } = config.identityQuestions;
  const identityQuestions =
    modes['identity-questions'] === 'real' && idology
      ? createIdologyKbaProvider(idology)
      : // Decoys from the shared secret: every instance offers an applicant the same ones (docs/sandbox.md).
        createSandboxKbaProvider({ decoySecret: shared.sessionSecret });
  const { ga4 } = config.analytics;
  const analyticsMode = forwarderMode(config.appEnv, ga4);
  return {
    cardIssuing: chooseCardIssuing(config, shared),
    analyticsForwarder:
      analyticsMode === 'ga4' && ga4
        ? createGa4Forwarder(ga4, { siteOrigin: config.publicUrl })
        : analyticsMode === 'log'
          ? loggingForwarder(log)
          : undefined,
    recaptcha:
      modes.recaptcha === 'real' && config.recaptcha.secret
        ? googleRecaptcha({ settings: { ...config.recaptcha, secret: config.recaptcha.secret }, log })
        : sandboxRecaptcha,
    mail,
    sms: instrumentMethods('sms', chooseSms(config, shared.db), ['send']),
    post: instrumentMethods('post', choosePost(config, shared.now), ['sendLetter']),
    // Each call to an outside service is counted and timed (/metrics, docs/operations.md "Metrics and alerts").
    riskScore: instrumentMethods('risk-score', riskScore, ['check']),
    documentCheck: instrumentMethods('document-check', overrides.documentCheck ?? documentCheck, ['check']),
    pdfScan: isolatedCheck,
    creditBureau: instrumentMethods('credit-bureau', overrides.creditBureau ?? creditBureauFromConfig(config), [
      'inquire',
    ]),
    identityQuestions: instrumentMethods('identity-questions', overrides.kbaProvider ?? identityQuestions, [
      'start',
      'score',
    ]),
    close: async () => {
      mail.close();
      if (!overrides.isolatedCheck) await isolatedCheck.close();
    },
  };
}

function chooseCardIssuing(config: AppConfig, shared: { sessionSecret: Buffer; db: Db; now: () => Date }): CardIssuing {
  const { apiKey, url, timeoutMs } = config.cardIssuer;
  const secret = config.cardIssuerWebhookSecret;
  // Lithic (decision 045): the config insisted on its whsec_ webhook secret with the key.
  if (config.providers.modes['card-issuer'] === 'real' && apiKey && secret)
    return {
      issuer: instrumentMethods('card-issuer', createLithicCardIssuer({ apiKey, url, timeoutMs, now: shared.now }), [
        'openAccount',
        'issueCard',
        'activateCard',
        'setCardLocked',
        'creditAccount',
      ]),
      webhookSecret: secret,
      webhookReader: createLithicWebhookReader(secret),
      sandbox: null,
    };
  const timers = { shipAfterMs: config.cardSandboxShipAfterMs, ...config.cardSandbox };
  return {
    issuer: createSandboxCardIssuer({
      db: shared.db,
      secret: shared.sessionSecret.toString('base64'),
      timers,
      now: shared.now,
    }),
    // Outside production (or opted in) a secret derived from the session secret signs the sandbox's webhooks.
    webhookSecret: secret ?? hmac(shared.sessionSecret, 'card-issuer-webhook'),
    webhookReader: null,
    sandbox: timers,
  };
}

/** Twilio when its three settings are given (decision 074), otherwise the sandbox. */
function chooseSms(config: AppConfig, db: Db): SmsSender {
  const { twilio, url, timeoutMs } = config.sms;
  if (config.providers.modes.sms === 'real' && twilio) return createTwilioSms({ ...twilio, url, timeoutMs });
  return createSandboxSms(db);
}

/** Lob when its key and return address are given (decision 089), otherwise the sandbox. */
function choosePost(config: AppConfig, now: () => Date): LetterSender {
  const { lob, url, timeoutMs } = config.post;
  if (config.providers.modes.post === 'real' && lob) return createLobLetters({ ...lob, url, timeoutMs });
  return createSandboxLetters(now);
}

/** Which analytics forwarder the settings choose: GA4 with its settings, else a log in development, else none. */
export function forwarderMode(appEnv: AppEnvironment, ga4: Ga4Settings | undefined): ForwarderMode {
  if (ga4) return 'ga4';
  return appEnv === 'development' ? 'log' : 'none';
}
