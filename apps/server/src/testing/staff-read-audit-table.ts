import { notStaffOperations } from './staff-read-audit-applicant-operations.js';
import { auditLogOperations, backOfficeOperations } from './staff-read-audit-back-office.js';
import { changeRequestOperations } from './staff-read-audit-change-requests.js';
import { creditLimitOperations } from './staff-read-audit-credit-limits.js';
import { paperDocumentsOperations } from './staff-read-audit-paper-documents.js';
import type { Classification } from './staff-read-audit-rows.js';
import { staffAccountOperations, staffSignOutOperations } from './staff-read-audit-staff-accounts.js';
import { waitlistOperations } from './staff-read-audit-waitlist.js';

export type { Classification, World } from './staff-read-audit-rows.js';

/**
 * Every GraphQL operation and every /api/v1/ops route, classified (decision
 * 069). The coverage test fails for one missing here, so a new operation
 * cannot slip in without someone deciding whether it reads personal data.
 * The rows live by area; this joins them.
 */

/** Joins the areas, refusing a name classified twice (a later area would silently win). */
function joined(...areas: Readonly<Record<string, Classification>>[]): Readonly<Record<string, Classification>> {
  const table: Record<string, Classification> = {};
  for (const area of areas) {
    for (const [name, classification] of Object.entries(area)) {
      if (name in table) throw new Error(`${name} is classified twice`);
      table[name] = classification;
    }
  }
  return table;
}

/** In the order the test runs them: reads first, then the actions that move the seeded subjects on. */
export const classifications = joined(
  notStaffOperations,
  staffAccountOperations,
  backOfficeOperations,
  changeRequestOperations,
  creditLimitOperations,
  waitlistOperations,
  paperDocumentsOperations,
  auditLogOperations,
  staffSignOutOperations,
);
