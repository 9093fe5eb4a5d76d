import type { Db } from '../../db/database.js';
import { isHeldForUndo } from './email-change-repository.js';

/**
 * What the e-mail change (decision 075) offers the rest of the server, handed
 * over in the composition: registration refuses an address an account left
 * less than 7 days ago, so a new sign-up cannot block that account's undo.
 */
export const emailChangePort = {
  addressHeldForUndo: (db: Db, email: string, now: Date): Promise<boolean> => isHeldForUndo(db, email, null, now),
};
