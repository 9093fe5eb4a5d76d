import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { partnerProgrammes } from './partners-tables.js';

/** Whether the partner programme `id` is configured as a model partner (decision 035); unknown ids are not. */
export async function isModelPartnerProgramme(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: partnerProgrammes.id })
    .from(partnerProgrammes)
    .where(and(eq(partnerProgrammes.id, id), eq(partnerProgrammes.modelPartner, true)))
    .limit(1);
  return row !== undefined;
}

/** The sandbox's partner programmes (docs/sandbox.md "Pre-approved codes"); never seeded in production. */
export const sandboxPartnerProgrammes = [
  { id: 'relocation-agency', name: 'Sandbox: a relocation agency', modelPartner: false },
  { id: 'model-employer', name: 'Sandbox: an employer programme configured as a model partner', modelPartner: true },
];

export async function seedSandboxPartnerProgrammes(db: Db): Promise<void> {
  await db.insert(partnerProgrammes).values(sandboxPartnerProgrammes).onConflictDoNothing();
}
