import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/config.js';
import type { Database } from '../db/database.js';
import type { CardsDeps } from '../modules/cards/cards-deps.js';
import { registerCards } from '../modules/cards/cards-module.js';
import type { ChangeRequestsDeps } from '../modules/change-requests/change-requests-deps.js';
import { registerChangeRequests } from '../modules/change-requests/change-requests-module.js';
import type { DocumentsDeps } from '../modules/documents/documents-deps.js';
import { registerRewards } from '../modules/rewards/rewards-module.js';
import { registerSsnFollowUp } from '../modules/ssn-follow-up/ssn-follow-up-module.js';
import type { RequireStaff } from '../modules/staff/require-staff.js';
import type { Clock } from '../platform/clock.js';
import type { FieldCipher } from '../platform/field-encryption.js';
import type { JobRunner } from '../platform/jobs/job-runner.js';
import type { ModuleHost } from '../platform/module-host.js';
import type { RateLimiter } from '../platform/rate-limit.js';
import { createCardholderDeps } from './cards-wiring.js';
import { createChangeRequestsDeps } from './change-requests-wiring.js';
import type { CardIssuing } from './providers.js';

/**
 * The account holder's side of the composition root: change requests
 * (decision 036), with proofs through the documents' pipeline and decided by
 * staff, and the card after approval with its cash back and SSN follow-up
 * (decisions 037 and 061). Wired here so app.ts
 * stays one readable page.
 */
export async function registerAccountArea(
  host: ModuleHost,
  jobs: JobRunner,
  shared: {
    database: Database;
    config: AppConfig;
    cardIssuing: CardIssuing;
    cipher: FieldCipher;
    clock: Clock;
    documents: DocumentsDeps;
    limiter: RateLimiter;
    requireUser: ChangeRequestsDeps['requireUser'];
    requireStaff: RequireStaff;
    requestCountry(request: FastifyRequest): Promise<string | null>;
  },
): Promise<{ changeRequests: ChangeRequestsDeps; cards: CardsDeps }> {
  const changeRequests = createChangeRequestsDeps({
    documents: shared.documents,
    cipher: shared.cipher,
    requireUser: shared.requireUser,
    requireStaff: shared.requireStaff,
    publicUrl: shared.config.publicUrl,
  });
  await registerChangeRequests(host, changeRequests);
  const { cards, rewards, ssnFollowUp } = createCardholderDeps({
    db: shared.database.db,
    config: shared.config,
    issuing: shared.cardIssuing,
    cipher: shared.cipher,
    limiter: shared.limiter,
    clock: shared.clock,
    requireUser: shared.requireUser,
    requestCountry: shared.requestCountry,
  });
  await registerCards(host, jobs, cards);
  await registerRewards(host, jobs, rewards);
  await registerSsnFollowUp(host, jobs, ssnFollowUp);
  return { changeRequests, cards };
}
