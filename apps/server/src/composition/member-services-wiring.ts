import { registerAnalytics } from '../modules/analytics/analytics-module.js';
import { accountPort } from '../modules/auth/account-port.js';
import { registerBankLinking } from '../modules/bank-linking/bank-linking-module.js';
import type { BankLinkingPort } from '../modules/bank-linking/bank-linking-port.js';
import { registerContact } from '../modules/contact/contact-module.js';
import { registerFlags } from '../modules/flags/flags-module.js';
import { registerHelpDesk } from '../modules/help-desk/help-desk-module.js';
import { helpDeskSigningKey } from '../modules/help-desk/help-desk-signing-key.js';
import { registerMonitoring } from '../modules/monitoring/monitoring-module.js';
import { registerReferrals } from '../modules/referrals/referrals-module.js';
import { mailboxTransport } from '../platform/mail/mail-transport.js';
import { registerMailbox } from '../platform/mail/mailbox-module.js';
import { registerSmsInbox } from '../platform/sms/sms-inbox-routes.js';
import type { CompositionContext } from './composition-context.js';

/**
 * What a member uses around the application: feature flags (decision 013),
 * bank linking (decision 011), referrals, the contact form, analytics
 * (decision 043), client monitoring, the help desk (decision 034) and, where
 * mail is not really sent, the sandbox mailbox.
 */
export async function registerMemberServices(context: CompositionContext): Promise<{ bankLinking: BankLinkingPort }> {
  const { host, config, database, sessions, auth, providers, now } = context;
  const db = database.db;
  const ipLimitScale = config.rateLimitIpScale;
  // Feature flags (decision 013): OpenFeature with the local provider over defaults, FEATURE_FLAGS_FILE and the table.
  const flags = await registerFlags({
    host,
    db,
    flagFile: config.featureFlagsFile,
    warn: (message) => context.log.warn(message),
    requireUser: sessions.user,
  });
  // Bank linking (decision 011): the local sandbox Plaid unless PLAID_ keys are set.
  const bankLinking = await registerBankLinking({
    host,
    config,
    db,
    cipher: context.cipher,
    requireUser: sessions.user,
    applications: context.applications,
    splitVersionFor: (targetingKey) => flags.getStringValue('plaidSplitVersion', 'A', { targetingKey }),
  });
  await registerReferrals({
    host,
    db,
    limiter: auth.limiter,
    requireMember: sessions.member,
    memberFirstName: (userId) => accountPort.firstName(db, userId),
    publicUrl: config.publicUrl,
    ipLimitScale,
    now,
    seedSandboxCodes: config.appEnv !== 'production',
  });
  await registerContact({
    host,
    db,
    recaptcha: auth.recaptcha,
    currentUserId: sessions.optionalUserId,
    ipLimitScale,
    // Where support reads the contact form (SUPPORT_EMAIL).
    supportAddress: config.supportEmail,
    now,
  });
  await registerAnalytics({
    host,
    db,
    limiter: auth.limiter,
    ipLimitScale,
    appEnv: config.appEnv,
    clock: context.clock,
    currentUserId: sessions.telemetryUserId,
    // GA4 with GA4_MEASUREMENT_ID and GA4_API_SECRET (decision 043), chosen among the providers.
    jobs: host.jobs,
    forwarder: providers.analyticsForwarder,
  });
  await registerMonitoring({ host, limiter: auth.limiter, ipLimitScale, now });
  return { bankLinking };
}

/** The answers widget's help desk (decision 034), and the sandbox mailbox; registered after the site's forms. */
export async function registerHelpDeskAndMailbox(context: CompositionContext): Promise<void> {
  const { host, config, sessions, now } = context;
  // HELP_DESK_SIGNING_KEY, or outside production a derived key.
  await registerHelpDesk({
    host,
    signingKey: await helpDeskSigningKey(config.helpDeskSigningKey, context.secrets.sessionSecret),
    issuer: config.publicUrl,
    requireIdentity: sessions.requireAs(({ user }) => ({
      userId: user.id,
      email: user.email,
      isCardHolder: user.isCardHolder,
    })),
    sandboxDesk: config.appEnv !== 'production',
    now,
  });
  // The sandbox mailbox exists only where mail is not really sent, and never in production.
  if (context.providers.mail.name === mailboxTransport.name && config.appEnv !== 'production') {
    await registerMailbox({ host, db: context.database.db });
  }
  // Likewise the sandbox's text messages (docs/sandbox.md "Text messages").
  if (context.providers.sms.mode === 'sandbox' && config.appEnv !== 'production') {
    await registerSmsInbox({ host, db: context.database.db });
  }
}
