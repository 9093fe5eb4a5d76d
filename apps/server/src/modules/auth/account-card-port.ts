import type { Db } from '../../db/database.js';
import { setCardHolder } from './accounts-repository.js';

/** What the cards module may change of an account (decision 037): the cardholder flag, on the activation's transaction. */
export async function markCardHolder(tx: Db, userId: string): Promise<void> {
  await setCardHolder(tx, userId);
}
