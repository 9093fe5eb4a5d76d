import type { NewLead } from '@waypoint/domain/site/crm/new-lead';
import type { Db } from '../../db/database.js';
import { crmFingerprints, crmLeads } from './crm-tables.js';

/** The crm module's SQL: a lead is kept once per address, a fingerprint once per session. */
export function createCrmRepository(db: Db) {
  return {
    async keepLead(lead: NewLead, ip: string, now: Date): Promise<void> {
      await db
        .insert(crmLeads)
        .values({ ...lead, ip, createdAt: now })
        .onConflictDoNothing({ target: crmLeads.email });
    },

    async keepFingerprint(fingerprint: string, sessionId: string, ip: string, now: Date): Promise<void> {
      await db
        .insert(crmFingerprints)
        .values({ fingerprint, sessionId, ip, createdAt: now })
        .onConflictDoNothing({ target: [crmFingerprints.fingerprint, crmFingerprints.sessionId] });
    },
  };
}
