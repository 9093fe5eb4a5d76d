import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/config.js';
import type { AppSecrets } from '../config/secrets.js';
import type { Db } from '../db/database.js';
import { admittedWithoutSsn } from '../modules/application/admitted-without-ssn-port.js';
import { markCardHolder } from '../modules/auth/account-card-port.js';
import { accountForChangeRequests } from '../modules/auth/account-change-request-port.js';
import type { CardsDeps } from '../modules/cards/cards-deps.js';
import { createSandboxCardIssuer } from '../modules/cards/sandbox-card-issuer.js';
import { referralActivations } from '../modules/referrals/referral-activation-port.js';
import type { Clock } from '../platform/clock.js';
import type { FieldCipher } from '../platform/field-encryption.js';
import type { RateLimiter } from '../platform/rate-limit.js';
import { hmac } from '../platform/secure-token.js';

/**
 * The cards module's ports (decision 037). The issuer is the sandbox: no real
 * issuer's adapter exists yet, so its control routes are mounted only outside
 * production.
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
  return {
    db,
    issuer: createSandboxCardIssuer({
      db,
      secret: secrets.sessionSecret.toString('base64'),
      shipAfterMs: config.cardSandboxShipAfterMs,
      now,
    }),
    webhookSecret,
    sandbox: config.appEnv === 'production' ? null : { shipAfterMs: config.cardSandboxShipAfterMs },
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
    },
    referrals: referralActivations,
    admittedWithoutSsn,
    publicUrl: config.publicUrl,
    now,
  };
}
