import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from '../../testing/graphql-client.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { applications } from './application-tables.js';
import { cacheOf, newApplicant, save, step } from './application-test-kit.js';
import { draftRowCacheOf } from './draft-row-cache.js';

// Decision 049: a save starts from the row this server last wrote, and its write is
// guarded by the row version, so a row changed any other way is read again.
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

async function applicantWithCachedRow(): Promise<{ browser: TestBrowser; id: number; userId: string }> {
  const browser = await newApplicant(testApp);
  await step(browser, {}, 'PreResidency_Question');
  expect((await save(browser, { income: '1000' })).errors).toBeUndefined();
  const id = Number((await cacheOf(browser))?.id);
  const [row] = await testApp.database.db.select().from(applications).where(eq(applications.id, id));
  const userId = row?.userId as string;
  expect(draftRowCacheOf(testApp.database.db).get(userId)?.row.id).toBe(id);
  return { browser, id, userId };
}

async function storedDraft(id: number): Promise<Record<string, unknown>> {
  const [row] = await testApp.database.db.select().from(applications).where(eq(applications.id, id));
  return row?.draft ?? {};
}

describe('the cached draft row', () => {
  it('a status changed behind its back (no version bump) still refuses the save, and writes nothing', async () => {
    const { browser, id } = await applicantWithCachedRow();
    await testApp.database.db.update(applications).set({ status: 'submitted' }).where(eq(applications.id, id));
    const refused = await save(browser, { income: '2000' });
    expect(refused.errors?.[0]?.extensions.code).toBe('APPLICATION_NOT_EDITABLE');
    expect(await storedDraft(id)).toMatchObject({ income: 1000 });
  });

  it('a server-owned result merged meanwhile is kept, and the save lands on top of it', async () => {
    const { browser, id } = await applicantWithCachedRow();
    await testApp.database.db
      .update(applications)
      .set({ draft: sql`${applications.draft} || ${JSON.stringify({ ATPApproval: true })}::jsonb` })
      .where(eq(applications.id, id));
    expect((await save(browser, { income: '3000' })).errors).toBeUndefined();
    expect(await storedDraft(id)).toMatchObject({ income: 3000, ATPApproval: true });
    // The row cached after that write is the stored one, merged result included.
    expect((await save(browser, { accommodationCost: '900' })).errors).toBeUndefined();
    expect(await storedDraft(id)).toMatchObject({ income: 3000, accommodationCost: 900, ATPApproval: true });
  });

  it('a save another server wrote (version bumped) makes a stale expectedVersion conflict', async () => {
    const { browser, id } = await applicantWithCachedRow();
    const version = Number((await cacheOf(browser))?.version);
    await testApp.database.db
      .update(applications)
      .set({ version: version + 1, draft: sql`${applications.draft} || '{"income": 5000}'::jsonb` })
      .where(eq(applications.id, id));
    const stale = await save(browser, { income: '2000' }, version);
    expect(stale.errors?.[0]?.extensions.code).toBe('APPLICATION_CONFLICT');
    expect(await storedDraft(id)).toMatchObject({ income: 5000 });
    const fresh = await save(browser, { income: '2000' }, version + 1);
    expect(fresh.data?.applicationCacheSave.version).toBe(version + 2);
  });

  it('an unchanged SSN keeps its stored cipher text; a changed one is encrypted anew', async () => {
    const { browser, id } = await applicantWithCachedRow();
    const cipherOf = async () =>
      (await testApp.database.db.select().from(applications).where(eq(applications.id, id)))[0]?.ssnCipher;
    expect((await save(browser, { ssn: '123-45-6789' })).errors).toBeUndefined();
    const first = await cipherOf();
    expect(first).toBeTruthy();
    expect((await save(browser, { income: '4000' })).errors).toBeUndefined();
    expect(await cipherOf()).toBe(first);
    expect((await save(browser, { ssn: '123-45-6780' })).errors).toBeUndefined();
    expect(await cipherOf()).not.toBe(first);
  });

  // Decision 098: a write under the row version returns only what it set, and the cache
  // builds the rest from the row read; it must equal what a fresh read finds, column by column.
  it.each([
    ['an answer', { income: '6000' }],
    ['an SSN', { ssn: '123-45-6789' }],
    ['an answer cleared', { income: null }],
    ['text with quotes, a backslash and non-Latin letters', { street: 'Flat "2", 5\\7 Straße Ж' }],
  ])('after a save of %s the cached row is the stored row', async (_what, change) => {
    const { browser, id, userId } = await applicantWithCachedRow();
    expect((await save(browser, change as Record<string, unknown>)).errors).toBeUndefined();
    const [stored] = await testApp.database.db.select().from(applications).where(eq(applications.id, id));
    expect(draftRowCacheOf(testApp.database.db).get(userId)?.row).toEqual(stored);
  });
});
