import type { Db } from '../../db/database.js';
import { nameAndAddressOf, setAddress, setName } from './accounts-repository.js';

/**
 * What change requests may read and change of an account (decision 036),
 * handed to them in the composition: the name, the e-mail and the one-line
 * address; an approved change is applied on the approval's transaction.
 */
export const accountForChangeRequests = {
  accountOf: (db: Db, userId: string) => nameAndAddressOf(db, userId),
  applyName: (tx: Db, userId: string, name: { firstName: string; middleName: string; lastName: string }) =>
    setName(tx, userId, name),
  applyAddress: (tx: Db, userId: string, address: string) => setAddress(tx, userId, address),
};
