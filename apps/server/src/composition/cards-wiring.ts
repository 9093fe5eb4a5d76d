import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/config.js';
import type { AppSecrets } from '../config/secrets.js';
import type { Db } from '../db/database.js';
import { admittedWithoutSsn } from '../modules/application/admitted-without-ssn-port.js';
import { createApplicationIdentityPort } from '../modules/application/application-identity-port.js';
import { markCardHolder } from '../modules/auth/account-card-port.js';
import { accountForChangeRequests } from '../modules/auth/account-change-request-port.js';
import type { HolderIdentity } from '../modules/cards/card-issuing-provider.js';
import type { CardsDeps } from '../modules/cards/cards-deps.js';
import { createLithicCardIssuer } from '../modules/cards/lithic-card-issuer.js';
import { createLithicWebhookReader } from '../modules/cards/lithic-webhooks.js';
import { createSandboxCardIssuer } from '../modules/cards/sandbox-card-issuer.js';
import { referralActivations } from '../modules/referrals/referral-activation-port.js';
import type { Clock } from '../platform/clock.js';
import type { FieldCipher } from '../platform/field-encryption.js';
import type { RateLimiter } from '../platform/rate-limit.js';
import { hmac } from '../platform/secure-token.js';

/**
 * The cards module's ports (decision 037). The issuer is Lithic when its API
 * key is set (decision 045; the config then insists on its whsec_ webhook
 * secret), with its own webhook scheme on the same address; otherwise the
 * sandbox, whose control routes are mounted only outside production.
 */
export function createCardsDeps(shared: {
  db: Db;
  config: AppConfig;
  secrets: AppSecrets;
  cipher: FieldCipher;
  limiter: RateLimiter;
  clock: Clock;
  requireUser: CardsDeps['requireUser'];
  requestCountry(request: FastifyRequest): Promise<string | null>;
}): CardsDeps {
  const { db, config, secrets, clock } = shared;
  const now = () => clock.now();
  const webhookSecret = config.cardIssuerWebhookSecret ?? hmac(secrets.sessionSecret, 'card-issuer-webhook');
  const { apiKey, url, timeoutMs } = config.cardIssuer;
  const lithic = apiKey && config.cardIssuerWebhookSecret ? { apiKey, url, timeoutMs } : null;
  const applications = createApplicationIdentityPort(db, shared.cipher);
  return {
    db,
    issuer: lithic
      ? createLithicCardIssuer({ ...lithic, now })
      : createSandboxCardIssuer({
          db,
          secret: secrets.sessionSecret.toString('base64'),
          shipAfterMs: config.cardSandboxShipAfterMs,
          now,
        }),
    webhookSecret,
    webhookReader: lithic ? createLithicWebhookReader(webhookSecret) : null,
    sandbox: lithic || config.appEnv === 'production' ? null : { shipAfterMs: config.cardSandboxShipAfterMs },
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
        lithic ? identityFrom(await applications.creditSubjectOf(applicationId)) : null,
    },
    referrals: referralActivations,
    admittedWithoutSsn,
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
