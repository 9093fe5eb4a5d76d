import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/config.js';
import type { Db } from '../db/database.js';
import { admittedWithoutSsn } from '../modules/application/admitted-without-ssn-port.js';
import { createApplicationIdentityPort } from '../modules/application/application-identity-port.js';
import { markCardHolder } from '../modules/auth/account-card-port.js';
import { accountForChangeRequests } from '../modules/auth/account-change-request-port.js';
import type { HolderIdentity } from '../modules/cards/card-issuing-provider.js';
import type { CardsDeps } from '../modules/cards/cards-deps.js';
import { queueAccountActionNotice } from '../modules/decision-notices/decision-notice-job.js';
import { referralActivations } from '../modules/referrals/referral-activation-port.js';
import type { Clock } from '../platform/clock.js';
import type { FieldCipher } from '../platform/field-encryption.js';
import type { RateLimiter } from '../platform/rate-limit.js';
import type { CardIssuing } from './providers.js';

/**
 * The cards module's ports (decision 037), with the issuer composition/providers.ts
 * chose: Lithic (decision 045), whose webhooks arrive in its own scheme on the
 * same address, or the sandbox, whose shipping schedule and control routes
 * come with it.
 */
export function createCardsDeps(shared: {
  db: Db;
  config: AppConfig;
  issuing: CardIssuing;
  cipher: FieldCipher;
  limiter: RateLimiter;
  clock: Clock;
  requireUser: CardsDeps['requireUser'];
  requestCountry(request: FastifyRequest): Promise<string | null>;
}): CardsDeps {
  const { db, config, clock, issuing } = shared;
  const now = () => clock.now();
  const realIssuer = issuing.sandbox === null;
  const applications = createApplicationIdentityPort(db, shared.cipher);
  return {
    db,
    issuer: issuing.issuer,
    webhookSecret: issuing.webhookSecret,
    webhookReader: issuing.webhookReader,
    sandbox: issuing.sandbox,
    cipher: shared.cipher,
    limiter: shared.limiter,
    requireUser: shared.requireUser,
    requestCountry: shared.requestCountry,
    accounts: {
      holderOf: async (database, userId) => {
        const account = await accountForChangeRequests.accountOf(database, userId);
        return account ? { firstName: account.firstName, lastName: account.lastName, email: account.email } : null;
      },
      markCardHolder,
      // Only a real issuer is sent the holder's details; the sandbox never needs the SSN decrypted.
      identityOf: async (_database, applicationId) =>
        realIssuer ? identityFrom(await applications.creditSubjectOf(applicationId)) : null,
    },
    referrals: referralActivations,
    admittedWithoutSsn,
    queueAccountActionNotice,
    publicUrl: config.publicUrl,
    now,
  };
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
