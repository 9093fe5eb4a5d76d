import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/config.js';
import type { Db } from '../db/database.js';
import { admittedWithoutSsn } from '../modules/application/admitted-without-ssn-port.js';
import { createApplicationIdentityPort } from '../modules/application/application-identity-port.js';
import { accountPort } from '../modules/auth/account-port.js';
import { CardIssuerUnavailableError, type HolderIdentity } from '../modules/cards/card-issuing-provider.js';
import type { CardsDeps } from '../modules/cards/cards-deps.js';
import { cardsPort } from '../modules/cards/cards-port.js';
import { queueAccountActionNotice } from '../modules/decision-notices/decision-notice-job.js';
import { referralActivations } from '../modules/referrals/referral-activation-port.js';
import type { RewardsDeps } from '../modules/rewards/rewards-deps.js';
import { createRewardsPort } from '../modules/rewards/rewards-port.js';
import type { SsnFollowUpDeps } from '../modules/ssn-follow-up/ssn-follow-up-deps.js';
import { createSsnFollowUpPort } from '../modules/ssn-follow-up/ssn-follow-up-port.js';
import type { Clock } from '../platform/clock.js';
import type { FieldCipher } from '../platform/field-encryption.js';
import type { RateLimiter } from '../platform/rate-limit.js';
import type { CardIssuing } from './providers.js';

/**
 * The cardholder's three modules (decisions 037 and 061) and the ports
 * between them, with the issuer composition/providers.ts chose: Lithic
 * (decision 045), whose webhooks arrive in its own scheme on the same
 * address, or the sandbox, whose shipping schedule and control routes come
 * with it. The card hands what the issuer posts to the rewards and starts
 * the SSN follow-up at activation; both reach the card's rows through its
 * port (modules/cards/cards-port.ts).
 */
export function createCardholderDeps(shared: {
  db: Db;
  config: AppConfig;
  issuing: CardIssuing;
  cipher: FieldCipher;
  limiter: RateLimiter;
  clock: Clock;
  requireUser: CardsDeps['requireUser'];
  requestCountry(request: FastifyRequest): Promise<string | null>;
}): { cards: CardsDeps; rewards: RewardsDeps; ssnFollowUp: SsnFollowUpDeps } {
  const { db, config, clock, issuing } = shared;
  const now = () => clock.now();
  const realIssuer = issuing.sandbox === null;
  const applications = createApplicationIdentityPort(db, shared.cipher);
  const rewards: RewardsDeps = {
    db,
    issuer: issuing.issuer,
    requireUser: shared.requireUser,
    cards: cardsPort,
    referrals: referralActivations,
    now,
  };
  const ssnFollowUp: SsnFollowUpDeps = {
    db,
    issuer: issuing.issuer,
    isIssuerUnavailable: (error) => error instanceof CardIssuerUnavailableError,
    cipher: shared.cipher,
    requireUser: shared.requireUser,
    cards: cardsPort,
    queueAccountActionNotice,
    publicUrl: config.publicUrl,
    now,
  };
  const cards: CardsDeps = {
    db,
    issuer: issuing.issuer,
    webhookSecret: issuing.webhookSecret,
    webhookReader: issuing.webhookReader,
    sandbox: issuing.sandbox,
    limiter: shared.limiter,
    requireUser: shared.requireUser,
    requestCountry: shared.requestCountry,
    accounts: {
      holderOf: async (database, userId) => {
        const account = await accountPort.accountOf(database, userId);
        return account ? { firstName: account.firstName, lastName: account.lastName, email: account.email } : null;
      },
      markCardHolder: accountPort.markCardHolder,
      // Only a real issuer is sent the holder's details; the sandbox never needs the SSN decrypted.
      identityOf: async (_database, applicationId) =>
        realIssuer ? identityFrom(await applications.creditSubjectOf(applicationId)) : null,
    },
    referrals: referralActivations,
    rewards: createRewardsPort(rewards),
    ssnFollowUp: createSsnFollowUpPort(ssnFollowUp),
    admittedWithoutSsn,
    publicUrl: config.publicUrl,
    now,
  };
  return { cards, rewards, ssnFollowUp };
}

/**
 * The approved application's answers as a real issuer's enrollment asks for
 * them (decision 045). The application asks for no phone number, so none is
 * given: Lithic's enrollment refuses until one is collected.
 */
function identityFrom(
  subject: {
    dob: string | null;
    street: string | null;
    city: string | null;
    state: string | null;
    zip: string | null;
    ssn: string | null;
  } | null,
): HolderIdentity | null {
  if (!subject) return null;
  const { street, city, state, zip } = subject;
  return {
    dateOfBirth: subject.dob,
    phone: null,
    ssn: subject.ssn,
    address: street && city && state && zip ? { street, city, state, postalCode: zip } : null,
  };
}
