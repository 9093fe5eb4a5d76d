import type { Draft } from '@waypoint/domain/application/draft/draft-fields';
import type { Db } from '../../db/database.js';
import { createApplicationAddress } from './application-address.js';
import { createApplicationBackOffice, markChangedForStaff } from './application-back-office.js';
import type { FieldCipherPort } from './application-deps.js';
import { createApplicationIdentity } from './application-identity.js';
import { findApplicationById } from './application-repository.js';
import { countApplicationsSubmittedBetween } from './application-summary-repository.js';
import { createOwnedApplications, documentUploadTargetOf } from './owned-applications.js';
import { staleFactsOf } from './stale-facts-repository.js';

/**
 * What the decision may know of an application (decision 030): its status
 * and its answers as stored, which hold neither the SSN nor the
 * identification number (they are encrypted in their own columns and never
 * leave here for a decision). Read on the caller's transaction.
 */
async function forDecision(db: Db, applicationId: number) {
  const row = await findApplicationById(db, applicationId);
  if (!row) return null;
  const { ssn: _ssn, identificationNo: _identificationNo, ...draft } = row.draft as Draft;
  // An identity-questions pass from before the identity answers changed is not a pass (product-rules#check-dependencies).
  const identityStale = (await staleFactsOf(db, applicationId)).find((fact) => fact.fact === 'identityQuestions');
  return {
    status: row.status,
    draft: draft as Readonly<Draft>,
    identityAnswersChangedAt: identityStale?.staleSince ?? null,
  };
}

/**
 * Whether an approved application was admitted without an SSN
 * (docs/product-rules.md#ssn-follow-up), for the cards module's issuing. Only
 * the expat tracks let identification pass without one
 * (identity-step-schemas.ts: the non-US track asks for a passport number, the
 * US-expat track takes an identification number instead): that is the new
 * arrival on a work visa of product-rules#footer-statements. The young
 * professionals' track requires the SSN, so whatever the track, an
 * application with no SSN stored is one the cardholder still owes.
 */
async function admittedWithoutSsn(db: Db, applicationId: number): Promise<boolean> {
  const row = await findApplicationById(db, applicationId);
  if (!row) throw new Error(`application ${applicationId} not found`);
  return row.ssnCipher === null || row.ssnCipher === '';
}

/**
 * What the application module offers other modules of the applications it
 * owns, handed to them in the composition; one port for every consumer
 * (decision 065). The caller's own application for the modules that add to it
 * (documents, employer verification, bank linking: owned-applications.ts);
 * the answers identity questions and a credit bureau inquiry are made of
 * (application-identity.ts); the queue, the view and the staff action's row
 * lock for the back office (application-back-office.ts); the home address on
 * one line for the notices and change requests (application-address.ts);
 * and what the decision, documents after submit and the card issuing read.
 */
export function createApplicationPort(db: Db, cipher: FieldCipherPort) {
  return {
    ...createOwnedApplications(db),
    ...createApplicationIdentity(db, cipher),
    ...createApplicationBackOffice(cipher),
    ...createApplicationAddress(cipher),
    forDecision,
    admittedWithoutSsn,
    documentUploadTargetOf,
    markChangedForStaff,
    // The lead's daily summary counts the day's submissions (decision 070).
    submittedCountBetween: countApplicationsSubmittedBetween,
  };
}

export type ApplicationPort = ReturnType<typeof createApplicationPort>;
