import { and, desc, eq, getTableColumns, inArray, sql, type SQL, type WithSubquery } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { preparedPerDatabase } from '../../db/prepared-query.js';
import { applicationDisclosures, applications, atpDecisions, relocationReminders } from './application-tables.js';

export type ApplicationRow = typeof applications.$inferSelect;

/** product-rules#application-status: what an applicant may still cancel. */
export const cancelableStatuses = ['incomplete', 'submitted'] as const;

/** The columns a draft is stored in: the draft without its secrets, and the secrets encrypted. */
export interface StoredDraft {
  draft: Record<string, unknown>;
  ssnCipher: string | null;
  identificationNoCipher: string | null;
}

/**
 * The application module's SQL, so its services hold the rules and no query.
 * Every function takes the database or a transaction: the services decide
 * what runs together.
 */

// Every save reads the draft it changes: prepared once (db/prepared-query.ts).
const latestApplicationOfUser = preparedPerDatabase((db) =>
  db
    .select()
    .from(applications)
    .where(eq(applications.userId, sql.placeholder('userId')))
    .orderBy(desc(applications.id))
    .limit(1)
    .prepare('application_latest_of_user'),
);

/** The user's latest application: the open one, or the last closed one (decision 032). */
export async function findApplicationOfUser(db: Db, userId: string): Promise<ApplicationRow | undefined> {
  const [row] = await latestApplicationOfUser(db).execute({ userId });
  return row;
}

/** The user's latest application, locked until the transaction ends: a second request waits for the first. */
export async function lockApplicationOfUser(tx: Db, userId: string): Promise<ApplicationRow | undefined> {
  const [row] = await tx
    .select()
    .from(applications)
    .where(eq(applications.userId, userId))
    .orderBy(desc(applications.id))
    .limit(1)
    .for('update');
  return row;
}

/** The user's application by id, only if it is theirs. */
export async function findOwnedApplication(
  db: Db,
  userId: string,
  applicationId: number,
): Promise<Pick<ApplicationRow, 'id' | 'status' | 'draft'> | undefined> {
  const [row] = await db
    .select({ id: applications.id, status: applications.status, draft: applications.draft })
    .from(applications)
    .where(and(eq(applications.id, applicationId), eq(applications.userId, userId)))
    .limit(1);
  return row;
}

export async function findApplicationById(db: Db, applicationId: number): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(applications).where(eq(applications.id, applicationId)).limit(1);
  return row;
}

/** The first save: false when another first save won the race. */
export async function insertFirstDraft(db: Db, userId: string, stored: StoredDraft): Promise<boolean> {
  const inserted = await db
    .insert(applications)
    .values({ userId, ...stored })
    // The partial unique index on open applications (application-tables.ts) is the only conflict possible.
    .onConflictDoNothing()
    .returning({ id: applications.id });
  return inserted.length > 0;
}

/**
 * What a save's write is conditional on: the version it read (a racing save then loses),
 * or, for a save that started from this server's cached row (draft-row-cache.ts),
 * PostgreSQL's row version `xmin`, which every write of the row changes, so the
 * cached row is known to be exactly the stored one; such a write may also check the
 * session in the same statement (decision 092), writing nothing when it has ended.
 */
export type DraftWriteGuard = { version: number } | { rowVersion: string; session?: DraftWriteSession };

export interface WrittenDraftRow {
  row: ApplicationRow;
  rowVersion: string;
}

/**
 * The session check a save's write may carry in its own statement (docs/decisions/092-one-statement-save.md):
 * the auth module's SQL, wired in the composition, and the values of its placeholders.
 */
export interface DraftWriteSession {
  guardOf(db: Db): { ctes: WithSubquery[]; isLive: SQL };
  params: Readonly<Record<string, string>>;
}

// The save's write: it clears the review's save or keeps it, is guarded by the version read
// or by the row version, and may check the session in the same statement (decision 092).
function draftChangeUpdate(
  db: Db,
  clearSaved: boolean,
  guard: 'version' | 'rowVersion',
  session?: { ctes: WithSubquery[]; isLive: SQL },
) {
  return (session ? db.with(...session.ctes) : db)
    .update(applications)
    .set({
      draft: sql`${applications.draft} || ${sql.placeholder('changedKeys')}::jsonb`,
      // The builder's types take a placeholder only inside sql``; the text goes as written.
      ssnCipher: sql`${sql.placeholder('ssnCipher')}`,
      identificationNoCipher: sql`${sql.placeholder('identificationNoCipher')}`,
      version: sql`${applications.version} + 1`,
      updatedAt: sql`${sql.placeholder('now')}::timestamptz`,
      ...(clearSaved ? { savedAt: null } : {}),
    })
    .where(
      and(
        eq(applications.id, sql.placeholder('id')),
        guard === 'version'
          ? eq(applications.version, sql.placeholder('guard'))
          : sql`${applications}.xmin = ${sql.placeholder('guard')}::text::xid`,
        session?.isLive,
      ),
    );
}

const draftChangeName = (clearSaved: boolean, guard: 'version' | 'rowVersion', session: boolean) =>
  `application_draft_change_${clearSaved ? 'clearing_review' : 'keeping_review'}_by_${guard}${session ? '_session' : ''}`;

// Under the version guard the row may hold server-owned keys merged meanwhile: the whole row comes
// back, for the cache.
function buildDraftChangeByVersion(db: Db, clearSaved: boolean) {
  return draftChangeUpdate(db, clearSaved, 'version')
    .returning({ ...getTableColumns(applications), rowVersion: sql<string>`${applications}.xmin::text` })
    .prepare(draftChangeName(clearSaved, 'version', false));
}

// Under the row version the row was exactly the one read: only what the write set comes back, and
// the rest is known (writeDraftChange).
function buildDraftChangeByRowVersion(db: Db, clearSaved: boolean, session?: { ctes: WithSubquery[]; isLive: SQL }) {
  return draftChangeUpdate(db, clearSaved, 'rowVersion', session)
    .returning({
      version: applications.version,
      updatedAt: applications.updatedAt,
      savedAt: applications.savedAt,
      rowVersion: sql<string>`${applications}.xmin::text`,
    })
    .prepare(draftChangeName(clearSaved, 'rowVersion', Boolean(session)));
}

// Each form is built once per database handle (db/prepared-query.ts).
function preparedDraftChangeInSession(clearSaved: boolean) {
  const built = new WeakMap<Db, ReturnType<typeof buildDraftChangeByRowVersion>>();
  return (db: Db, session: DraftWriteSession) => {
    let query = built.get(db);
    if (!query) {
      query = buildDraftChangeByRowVersion(db, clearSaved, session.guardOf(db));
      built.set(db, query);
    }
    return query;
  };
}
const draftChanges = {
  version: {
    keep: preparedPerDatabase((db) => buildDraftChangeByVersion(db, false)),
    clear: preparedPerDatabase((db) => buildDraftChangeByVersion(db, true)),
  },
  rowVersion: {
    keep: preparedPerDatabase((db) => buildDraftChangeByRowVersion(db, false)),
    clear: preparedPerDatabase((db) => buildDraftChangeByRowVersion(db, true)),
  },
};
const draftChangesInSession = { keep: preparedDraftChangeInSession(false), clear: preparedDraftChangeInSession(true) };

/**
 * A later save: merges only the keys it changed and bumps the version, on the
 * guard's condition; the row as written, or undefined when the guard failed.
 */
export async function writeDraftChange(
  db: Db,
  read: ApplicationRow,
  guard: DraftWriteGuard,
  change: {
    changedKeys: Record<string, unknown>;
    ssnCipher: string | null;
    identificationNoCipher: string | null;
    clearSaved: boolean;
    now: Date;
  },
): Promise<WrittenDraftRow | undefined> {
  const changedKeys = JSON.stringify(change.changedKeys);
  const values = {
    changedKeys,
    ssnCipher: change.ssnCipher,
    identificationNoCipher: change.identificationNoCipher,
    id: read.id,
    now: change.now.toISOString(),
  };
  if ('version' in guard) {
    const [written] = await (change.clearSaved ? draftChanges.version.clear : draftChanges.version.keep)(db).execute({
      ...values,
      guard: guard.version,
    });
    if (!written) return undefined;
    const { rowVersion, ...row } = written;
    return { row, rowVersion };
  }
  const byRowVersion = { ...values, guard: guard.rowVersion };
  const [written] = guard.session
    ? await (change.clearSaved ? draftChangesInSession.clear : draftChangesInSession.keep)(db, guard.session).execute({
        ...byRowVersion,
        ...guard.session.params,
      })
    : await (change.clearSaved ? draftChanges.rowVersion.clear : draftChanges.rowVersion.keep)(db).execute(
        byRowVersion,
      );
  if (!written) return undefined;
  const { rowVersion, ...set } = written;
  // The row version matched, so nothing else wrote the row since it was read: the stored row is the
  // one read with this write's keys merged the way jsonb's || merges them (the JSON sent, parsed).
  const draft = { ...read.draft, ...(JSON.parse(changedKeys) as Record<string, unknown>) };
  const { ssnCipher, identificationNoCipher } = change;
  return { row: { ...read, ...set, draft, ssnCipher, identificationNoCipher }, rowVersion };
}

/**
 * Server-owned fields (check results, upload fields): a jsonb merge with no
 * version bump, so the client's next save does not conflict with a result it did not write.
 */
export async function mergeServerFields(db: Db, applicationId: number, fields: Record<string, unknown>): Promise<void> {
  await db
    .update(applications)
    .set({ draft: sql`${applications.draft} || ${JSON.stringify(fields)}::jsonb` })
    .where(eq(applications.id, applicationId));
}

/** The draft of an application, locked until the transaction ends. */
export async function lockDraft(tx: Db, applicationId: number): Promise<Record<string, unknown> | undefined> {
  const [row] = await tx
    .select({ draft: applications.draft })
    .from(applications)
    .where(eq(applications.id, applicationId))
    .for('update');
  return row?.draft;
}

/** The review save: the draft becomes the application (once; the first time is kept), if the version is the one read. */
export async function markSaved(
  tx: Db,
  read: Pick<ApplicationRow, 'id' | 'version'>,
  draft: Record<string, unknown>,
): Promise<ApplicationRow | undefined> {
  const [saved] = await tx
    .update(applications)
    .set({ savedAt: sql`coalesce(${applications.savedAt}, now())`, draft, version: read.version + 1 })
    .where(and(eq(applications.id, read.id), eq(applications.version, read.version)))
    .returning();
  return saved;
}

export async function recordDisclosures(
  tx: Db,
  accepted: { applicationId: number; documentType: string; version: string; url: string; ip: string }[],
): Promise<void> {
  if (accepted.length === 0) return;
  await tx.insert(applicationDisclosures).values(accepted);
}

/** The Credit Report Authorization accepted with the application at review, if it was (product-rules#review-disclosures). */
export async function creditPullAuthorization(tx: Db, applicationId: number) {
  const [accepted] = await tx
    .select({
      version: applicationDisclosures.version,
      acceptedAt: applicationDisclosures.acceptedAt,
      ip: applicationDisclosures.ip,
    })
    .from(applicationDisclosures)
    .where(
      and(
        eq(applicationDisclosures.applicationId, applicationId),
        eq(applicationDisclosures.documentType, 'CREDIT_PULL_AUTHORIZATION'),
      ),
    )
    .orderBy(desc(applicationDisclosures.acceptedAt))
    .limit(1);
  return accepted ?? null;
}

/** Submits an incomplete application; undefined when it was not incomplete any more (a concurrent submit). */
export async function markSubmitted(
  db: Db,
  applicationId: number,
  submission: { sessionId: string | null; now: Date },
): Promise<ApplicationRow | undefined> {
  const [submitted] = await db
    .update(applications)
    .set({
      status: 'submitted',
      submissionDate: submission.now,
      submitSessionId: submission.sessionId,
      version: sql`${applications.version} + 1`,
    })
    .where(and(eq(applications.id, applicationId), eq(applications.status, 'incomplete')))
    .returning();
  return submitted;
}

/**
 * Cancels an application still incomplete or submitted; undefined when it was
 * not any more (a staff decision or another cancel came first): a decline
 * canceled afterwards would lose its waiting period (decision 032).
 */
export async function markCanceled(db: Db, applicationId: number): Promise<ApplicationRow | undefined> {
  const [canceled] = await db
    .update(applications)
    .set({ status: 'canceled', closedAt: sql`now()`, version: sql`${applications.version} + 1` })
    .where(and(eq(applications.id, applicationId), inArray(applications.status, [...cancelableStatuses])))
    .returning();
  return canceled;
}

export async function latestAtpDecision(db: Db, applicationId: number) {
  const [latest] = await db
    .select({ ruleVersion: atpDecisions.ruleVersion, inputs: atpDecisions.inputs })
    .from(atpDecisions)
    .where(eq(atpDecisions.applicationId, applicationId))
    .orderBy(desc(atpDecisions.id))
    .limit(1);
  return latest;
}

export async function recordAtpDecision(db: Db, decision: typeof atpDecisions.$inferInsert): Promise<void> {
  await db.insert(atpDecisions).values(decision);
}

export async function findRelocationReminder(db: Db, applicationId: number) {
  const [reminder] = await db
    .select()
    .from(relocationReminders)
    .where(eq(relocationReminders.applicationId, applicationId));
  return reminder;
}

export async function keepRelocationReminder(
  tx: Db,
  reminder: { applicationId: number; scheduledFor: string; outboxMessageId: string; now: Date },
): Promise<void> {
  const { applicationId, scheduledFor, outboxMessageId, now } = reminder;
  await tx
    .insert(relocationReminders)
    .values({ applicationId, scheduledFor, outboxMessageId })
    .onConflictDoUpdate({
      target: relocationReminders.applicationId,
      set: { scheduledFor, outboxMessageId, updatedAt: now },
    });
}

/** Removes an application's reminder; returns it, so its unsent e-mail can go too. */
export async function removeRelocationReminder(db: Db, applicationId: number) {
  const [removed] = await db
    .delete(relocationReminders)
    .where(eq(relocationReminders.applicationId, applicationId))
    .returning();
  return removed;
}
