import type { Db } from '../../db/database.js';
import { findApplicationById } from './application-repository.js';

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
export async function admittedWithoutSsn(db: Db, applicationId: number): Promise<boolean> {
  const row = await findApplicationById(db, applicationId);
  if (!row) throw new Error(`application ${applicationId} not found`);
  return row.ssnCipher === null || row.ssnCipher === '';
}
