import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { applicationDisclosures, applications, atpDecisions } from './application-tables.js';

/**
 * The applicant's steps as the application's rows keep them, for the back
 * office's case timeline (decision 068): when it was started, the review
 * disclosures accepted, each ability-to-pay assessment, and a cancellation.
 * Newest first, at most `limit` of each.
 */
export async function applicationTimelineSteps(db: Db, applicationId: number, limit: number) {
  const [application] = await db
    .select({ createdAt: applications.createdAt, status: applications.status, closedAt: applications.closedAt })
    .from(applications)
    .where(eq(applications.id, applicationId));
  if (!application) return null;
  const disclosures = await db
    .select({
      documentType: applicationDisclosures.documentType,
      version: applicationDisclosures.version,
      acceptedAt: applicationDisclosures.acceptedAt,
    })
    .from(applicationDisclosures)
    .where(eq(applicationDisclosures.applicationId, applicationId))
    .orderBy(desc(applicationDisclosures.acceptedAt), desc(applicationDisclosures.id))
    .limit(limit);
  const abilityToPay = await db
    .select({
      isApproved: atpDecisions.isApproved,
      reasons: atpDecisions.reasons,
      ruleVersion: atpDecisions.ruleVersion,
      decidedAt: atpDecisions.decidedAt,
    })
    .from(atpDecisions)
    .where(eq(atpDecisions.applicationId, applicationId))
    .orderBy(desc(atpDecisions.decidedAt), desc(atpDecisions.id))
    .limit(limit);
  return {
    startedAt: application.createdAt,
    disclosures,
    abilityToPay,
    canceledAt: application.status === 'canceled' ? application.closedAt : null,
  };
}
