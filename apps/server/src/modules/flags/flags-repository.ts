import type { Db } from '../../db/database.js';
import { featureFlags } from './flags-tables.js';

/** The flag definitions stored in the database (decision 013), each as its row holds it. */
export function storedFlagRows(db: Db) {
  return db.select().from(featureFlags);
}
