import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { cardAccounts } from './cards-tables.js';

/**
 * The account's credit limit as we mirror it, changed by an approved limit
 * increase once the issuer set it (docs/product-rules.md#credit-limit-increases,
 * decision 084); through the cards port.
 */
export async function setAccountCreditLimit(tx: Db, accountId: number, creditLimitCents: number): Promise<void> {
  await tx.update(cardAccounts).set({ creditLimitCents }).where(eq(cardAccounts.id, accountId));
}
