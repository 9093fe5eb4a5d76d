import type { Db } from '../../db/database.js';
import { insertPartnerProgrammes, isModelPartnerProgrammeRow } from './partners-repository.js';

/** Whether the partner programme `id` is configured as a model partner (decision 035); unknown ids are not. */
export async function isModelPartnerProgramme(db: Db, id: string): Promise<boolean> {
  return isModelPartnerProgrammeRow(db, id);
}

/** The sandbox's partner programmes (docs/sandbox.md "Pre-approved codes"); never seeded in production. */
export const sandboxPartnerProgrammes = [
  { id: 'relocation-agency', name: 'Sandbox: a relocation agency', modelPartner: false },
  { id: 'model-employer', name: 'Sandbox: an employer programme configured as a model partner', modelPartner: true },
];

export async function seedSandboxPartnerProgrammes(db: Db): Promise<void> {
  await insertPartnerProgrammes(db, sandboxPartnerProgrammes);
}
