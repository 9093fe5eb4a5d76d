import { accountSecurityPort } from '../modules/account-security/account-security-port.js';
import { accountPort } from '../modules/auth/account-port.js';
import type { CardPaymentsDeps } from '../modules/card-payments/card-payments-deps.js';
import { createCardPaymentsPort } from '../modules/card-payments/card-payments-port.js';
import { CardIssuerUnavailableError } from '../modules/cards/card-issuing-provider.js';
import type { CardsDeps } from '../modules/cards/cards-deps.js';
import { cardsPort } from '../modules/cards/cards-port.js';
import { holderIdentityFrom } from '../modules/cards/holder-identity.js';
import { scraBenefitOf } from '../modules/change-requests/change-request-repository.js';
import { queueAccountActionNotice } from '../modules/decision-notices/decision-notice-job.js';
import { decisionsOf } from '../modules/decisions/decisions-repository.js';
import { referralsPort } from '../modules/referrals/referrals-port.js';
import type { RewardsDeps } from '../modules/rewards/rewards-deps.js';
import { createRewardsPort } from '../modules/rewards/rewards-port.js';
import type { SsnFollowUpDeps } from '../modules/ssn-follow-up/ssn-follow-up-deps.js';
import { createSsnFollowUpPort } from '../modules/ssn-follow-up/ssn-follow-up-port.js';
import { createCardPaymentsDeps } from './card-payments-wiring.js';
import type { CompositionContext } from './composition-context.js';

/**
 * The cardholder's three modules (decisions 037 and 061) and the ports
 * between them, with the issuer composition/providers.ts chose: Lithic
 * (decision 045), whose webhooks arrive in its own scheme on the same
 * address, or the sandbox, whose shipping schedule and control routes come
 * with it. The card hands what the issuer posts to the rewards and starts
 * the SSN follow-up at activation; both reach the card's rows through its
 * port (modules/cards/cards-port.ts).
 */
export function createCardholderDeps(
  context: CompositionContext,
  requestCountry: CardsDeps['requestCountry'],
  stepUp: CardsDeps['stepUp'],
  /** Bank linking's Plaid Auth for the payment accounts (decision 080). */
  bankLinks: CardPaymentsDeps['bankLinks'],
): { cards: CardsDeps; rewards: RewardsDeps; ssnFollowUp: SsnFollowUpDeps; cardPayments: CardPaymentsDeps } {
  const { config, cipher, now, sessions, applications } = context;
  const db = context.database.db;
  const issuing = context.providers.cardIssuing;
  const realIssuer = issuing.sandbox === null;
  // Payments read the last statement from the rewards' port, made below; the rewards read bank accounts from theirs.
  const cardPayments = createCardPaymentsDeps(context, {
    stepUp,
    bankLinks,
    statements: { latestStatementOf: (database, accountId) => rewardsPort.latestStatementOf(database, accountId) },
  });
  const cardPaymentsPort = createCardPaymentsPort(cardPayments);
  const rewards: RewardsDeps = {
    db,
    issuer: issuing.issuer,
    isIssuerUnavailable: (error) => error instanceof CardIssuerUnavailableError,
    requireUser: sessions.user,
    stepUp,
    cards: cardsPort,
    payments: { bankAccountOf: cardPaymentsPort.bankAccountOf },
    creditor: config.notices.creditor,
    referrals: referralsPort,
    now,
  };
  const rewardsPort = createRewardsPort(rewards);
  const ssnFollowUp: SsnFollowUpDeps = {
    db,
    issuer: issuing.issuer,
    isIssuerUnavailable: (error) => error instanceof CardIssuerUnavailableError,
    cipher,
    requireUser: sessions.user,
    cards: cardsPort,
    queueAccountActionNotice,
    publicUrl: config.publicUrl,
    now,
  };
  const ssnFollowUpPort = createSsnFollowUpPort(ssnFollowUp);
  const cards: CardsDeps = {
    db,
    issuer: issuing.issuer,
    webhookSecret: issuing.webhookSecret,
    webhookReader: issuing.webhookReader,
    sandbox: issuing.sandbox,
    limiter: context.auth.limiter,
    requireUser: sessions.user,
    requestCountry,
    stepUp,
    accounts: {
      holderOf: async (database, userId) => {
        const account = await accountPort.accountOf(database, userId);
        return account ? { firstName: account.firstName, lastName: account.lastName, email: account.email } : null;
      },
      markCardHolder: accountPort.markCardHolder,
      // Only a real issuer is sent the holder's details; the sandbox never needs the SSN decrypted.
      identityOf: async (_database, applicationId) =>
        realIssuer ? holderIdentityFrom(await applications.creditSubjectOf(applicationId)) : null,
      // The verified phone (decision 074) from account security's port.
      verifiedPhoneOf: accountSecurityPort.verifiedPhoneOf,
    },
    referrals: referralsPort,
    rewards: rewardsPort,
    payments: cardPaymentsPort,
    // Closing the account (decision 083): the cash back's payout, the payments that stay on, the SSN follow-up's end.
    closing: {
      rewards: {
        cashBackBalanceOf: rewardsPort.cashBackBalanceOf,
        payOutOnClosing: rewardsPort.payOutOnClosing,
        closingPayoutPaid: rewardsPort.closingPayoutPaid,
      },
      payments: { paymentsStateOf: cardPaymentsPort.paymentsStateOf, bankAccountOf: cardPaymentsPort.bankAccountOf },
      ssnFollowUp: { stopForClosedAccount: ssnFollowUpPort.stopForClosedAccount },
    },
    ssnFollowUp: ssnFollowUpPort,
    admittedWithoutSsn: applications.admittedWithoutSsn,
    // The referral boost's 90-day window starts at the approving decision (docs/product-rules.md#cash-back).
    approvedAt: async (database, applicationId) =>
      (await decisionsOf(database, applicationId)).findLast((decision) => decision.outcome === 'approve')?.createdAt ??
      null,
    // An SCRA request approved before the card: the rate cap is decided at issue (decision 088).
    scraBenefitOf,
    publicUrl: config.publicUrl,
    now,
  };
  return { cards, rewards, ssnFollowUp, cardPayments };
}
