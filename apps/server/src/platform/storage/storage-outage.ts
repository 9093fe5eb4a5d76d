import { ObjectNotFoundError, type ObjectStorage } from './object-storage.js';

/**
 * The object store failed or could not be reached (docs/operations.md "Storage
 * and mail outages"). Kept apart from the database's outage: a refused
 * connection to the store has the same code as one to PostgreSQL, and was
 * answered as "We cannot reach our database" while the database was fine.
 */
export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The object store failed or could not be reached', { cause });
    this.name = 'StorageUnavailableError';
  }
}

const asOutage = (error: unknown): never => {
  if (error instanceof ObjectNotFoundError) throw error;
  throw new StorageUnavailableError(error);
};

/**
 * Every failure of the store but a missing object becomes a StorageUnavailableError. Writes are
 * left as they are: a write fails also when the person's upload stream breaks (a client abort,
 * answered 499), and the file intake tells the two apart itself.
 */
export function withOutagesNamed(storage: ObjectStorage): ObjectStorage {
  return {
    kind: storage.kind,
    putStream: (key, body, contentType) => storage.putStream(key, body, contentType),
    getStream: (key) => storage.getStream(key).catch(asOutage),
    delete: (key) => storage.delete(key).catch(asOutage),
    async *list(prefix) {
      try {
        yield* storage.list(prefix);
      } catch (error) {
        asOutage(error);
      }
    },
    removeAbandonedUploads: (olderThan) => storage.removeAbandonedUploads(olderThan).catch(asOutage),
  };
}
