import type { Db } from '../../db/database.js';
import type { ApplicationRow } from './draft-codec.js';

/**
 * The application row as this server last wrote it, with the row version PostgreSQL
 * gave that write (its `xmin`): a save starts from here instead of reading the row
 * again (docs/decisions/049-save-path.md). It is only a guess: the save's write is
 * conditional on that `xmin`, which any later write of the row by anyone (another
 * server, a job, a server-owned merge that keeps `version`) changes, and a save
 * whose guess was wrong is redone from a fresh read.
 */
export interface CachedDraftRow {
  row: ApplicationRow;
  rowVersion: string;
  storedAt: number;
}

// Saves come every few seconds while someone types; a row idle longer is read again.
const keepMs = 2 * 60 * 1000;
// Enough for every applicant typing at once on one server; the oldest goes first.
const maxRows = 5_000;

export class DraftRowCache {
  private readonly rows = new Map<string, CachedDraftRow>();

  constructor(private readonly clock: () => number = Date.now) {}

  get(userId: string): CachedDraftRow | undefined {
    const cached = this.rows.get(userId);
    if (!cached) return undefined;
    if (this.clock() - cached.storedAt > keepMs) {
      this.rows.delete(userId);
      return undefined;
    }
    return cached;
  }

  /** Only an open draft is kept: any other status goes through a fresh read. */
  set(userId: string, row: ApplicationRow, rowVersion: string): void {
    this.rows.delete(userId);
    if (row.status !== 'incomplete') return;
    this.rows.set(userId, { row, rowVersion, storedAt: this.clock() });
    // A Map iterates in insertion order, and a set re-inserts: the first key is the least recently saved.
    if (this.rows.size > maxRows) this.rows.delete(this.rows.keys().next().value as string);
  }

  forget(userId: string): void {
    this.rows.delete(userId);
  }

  get size(): number {
    return this.rows.size;
  }
}

// One cache per database handle, so each app instance (and each test's app) has its own.
const caches = new WeakMap<Db, DraftRowCache>();

export function draftRowCacheOf(db: Db): DraftRowCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new DraftRowCache();
    caches.set(db, cache);
  }
  return cache;
}
