import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../../testing/graphql-client.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { applications } from './application-tables.js';
import { cacheOf, newApplicant, save, step } from './application-test-kit.js';

// Decision 092: a save on a session and a draft this server saw lately is one statement,
// holding the session check, its sliding expiry and the draft's guarded update; whatever
// that statement cannot prove goes the ordinary way and is refused there.
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const minute = 60_000;

interface QueryingClient {
  query: (...args: unknown[]) => Promise<unknown>;
}

/** The statements the app's database handle sends while `run` runs (both drivers send each one through `query`). */
async function statementsDuring(run: () => Promise<unknown>): Promise<string[]> {
  const client = (testApp.database.db as unknown as { $client: QueryingClient }).$client;
  const original = client.query;
  const texts: string[] = [];
  client.query = function counted(this: unknown, ...args: unknown[]) {
    const [first] = args;
    texts.push(typeof first === 'string' ? first : String((first as { text?: unknown }).text));
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    client.query = original;
  }
  return texts;
}

/** A signed-in applicant whose session and draft this server has seen: its next plain save is one statement. */
async function applicantSeenLately(): Promise<{ browser: TestBrowser; id: number; userId: string }> {
  const browser = await newApplicant(testApp);
  await step(browser, {}, 'PreResidency_Question');
  expect((await save(browser, { income: '1000' })).errors).toBeUndefined();
  const id = Number((await cacheOf(browser))?.id);
  const [row] = await testApp.database.db.select().from(applications).where(eq(applications.id, id));
  return { browser, id, userId: String(row?.userId) };
}

async function storedRow(id: number) {
  const [row] = await testApp.database.db.select().from(applications).where(eq(applications.id, id));
  if (!row) throw new Error(`application ${id} is gone`);
  return row;
}

/** The session's last activity in epoch milliseconds, and whether it was revoked. */
async function sessionOf(userId: string): Promise<{ lastSeenMs: number; revoked: boolean }> {
  const { rows } = await testApp.database.sql.executeSql(
    'select extract(epoch from last_seen_at) * 1000 as seen, revoked_at is not null as revoked from sessions where user_id = $1',
    [userId],
  );
  const [row] = rows as { seen: string | number; revoked: boolean }[];
  return { lastSeenMs: Number(row?.seen), revoked: row?.revoked === true };
}

describe('the one-statement save', () => {
  it('is one statement: the session check, its expiry and the guarded update', async () => {
    const { browser, id } = await applicantSeenLately();
    let answer: Awaited<ReturnType<typeof save>> | undefined;
    const statements = await statementsDuring(async () => (answer = await save(browser, { income: '2000' })));
    expect(answer?.errors).toBeUndefined();
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/live_session[\s\S]*touched_session[\s\S]*update "applications"/);
    expect(await storedRow(id)).toMatchObject({ version: 3, draft: expect.objectContaining({ income: 2000 }) });
  });

  it('extends the sliding expiry in that statement: saves 14 minutes apart keep the session past 15', async () => {
    const { browser, id, userId } = await applicantSeenLately();
    testApp.clock.advance(14 * minute);
    const statements = await statementsDuring(async () =>
      expect((await save(browser, { income: '2100' })).errors).toBeUndefined(),
    );
    expect(statements).toHaveLength(1);
    // The app clock runs on from where it was moved to, so "now" is a moment within this test's last second.
    expect(testApp.clock.now().getTime() - (await sessionOf(userId)).lastSeenMs).toBeLessThan(1_000);
    testApp.clock.advance(14 * minute);
    expect((await save(browser, { income: '2200' })).errors).toBeUndefined();
    expect((await storedRow(id)).draft).toMatchObject({ income: 2200 });
  });

  it('leaves the expiry alone within 10 seconds of the last touch, as every other request does', async () => {
    const { browser, userId } = await applicantSeenLately();
    const before = (await sessionOf(userId)).lastSeenMs;
    testApp.clock.advance(5_000);
    expect((await save(browser, { income: '2300' })).errors).toBeUndefined();
    expect((await sessionOf(userId)).lastSeenMs).toBe(before);
  });

  // Each refusal: what happened since the server last saw the session and the draft, the code, and the session after.
  const refusals: {
    name: string;
    meanwhile: (seen: { browser: TestBrowser; userId: string; id: number }) => Promise<void>;
    expectedVersion?: (version: number) => number;
    code: string;
    sessionRevoked: boolean;
  }[] = [
    {
      name: 'a session revoked elsewhere (another server, a sign-out everywhere)',
      meanwhile: async ({ userId }) => {
        await testApp.database.sql.executeSql('update sessions set revoked_at = now() where user_id = $1', [userId]);
      },
      code: 'APPLICATION_SESSION_INVALID',
      sessionRevoked: true,
    },
    {
      name: 'a session idle past its 15 minutes (it is ended)',
      meanwhile: async () => testApp.clock.advance(15 * minute + 1_000),
      code: 'APPLICATION_SESSION_INVALID',
      sessionRevoked: true,
    },
    {
      name: "another session's hash header with this token",
      meanwhile: async ({ browser }) => {
        const other = await newApplicant(testApp);
        browser.cookies.set('wp_session_hash', String(other.cookies.get('wp_session_hash')));
      },
      code: 'APPLICATION_SESSION_INVALID',
      sessionRevoked: false,
    },
    {
      name: 'a stale expectedVersion',
      meanwhile: async () => undefined,
      expectedVersion: (version) => version - 1,
      code: 'APPLICATION_CONFLICT',
      sessionRevoked: false,
    },
  ];

  it.each(refusals)('refuses $name and writes nothing', async (refusal) => {
    const seen = await applicantSeenLately();
    const before = await storedRow(seen.id);
    await refusal.meanwhile(seen);
    const answer = await save(seen.browser, { income: '9000' }, refusal.expectedVersion?.(before.version));
    expect(answer.errors?.[0]?.extensions.code).toBe(refusal.code);
    const after = await storedRow(seen.id);
    expect(after.version).toBe(before.version);
    expect(after.draft).toMatchObject({ income: 1000 });
    expect((await sessionOf(seen.userId)).revoked).toBe(refusal.sessionRevoked);
  });

  it('loses no update under concurrent saves: every save answered is a version, and the last one is stored', async () => {
    const { browser, id } = await applicantSeenLately();
    const start = (await storedRow(id)).version;
    const incomes = Array.from({ length: 8 }, (_, index) => 3000 + index);
    const answers = await Promise.all(incomes.map((income) => save(browser, { income: String(income) })));
    const saved = answers.flatMap((answer, index) =>
      answer.data?.applicationCacheSave
        ? [{ income: incomes[index], version: answer.data.applicationCacheSave.version }]
        : [],
    );
    // A save that lost the race is refused as a conflict, never answered as saved.
    for (const answer of answers) {
      if (!answer.data?.applicationCacheSave) expect(answer.errors?.[0]?.extensions.code).toBe('APPLICATION_CONFLICT');
    }
    expect(saved.length).toBeGreaterThan(0);
    const versions = saved.map((entry) => entry.version).sort((a, b) => a - b);
    expect(versions).toEqual(versions.map((_, index) => start + 1 + index));
    const stored = await storedRow(id);
    expect(stored.version).toBe(start + saved.length);
    const last = saved.find((entry) => entry.version === stored.version);
    expect(stored.draft).toMatchObject({ income: last?.income });
  });
});

describe('the one-statement save on two instances', () => {
  // Instances share their keys as in production, or a session hash made by one would not verify on the other.
  const sharedKeys = {
    SESSION_SECRET: Buffer.alloc(32, 5).toString('base64'),
    ENCRYPTION_KEY: Buffer.alloc(32, 6).toString('base64'),
  };

  it('a sign-out on the other instance stops the next save here, though this one saw the session a moment ago', async () => {
    const here = await createTestApp(sharedKeys);
    const there = await createTestApp(sharedKeys, here);
    try {
      const browser = await newApplicant(here);
      await step(browser, {}, 'PreResidency_Question');
      expect((await save(browser, { income: '1000' })).errors).toBeUndefined();
      const id = Number((await cacheOf(browser))?.id);
      const elsewhere = new TestBrowser(there.app, browser.ip);
      for (const [name, value] of browser.cookies) elsewhere.cookies.set(name, value);
      expect((await elsewhere.query('mutation { logout }')).data).toEqual({ logout: true });
      const refused = await save(browser, { income: '9000' });
      expect(refused.errors?.[0]?.extensions.code).toBe('APPLICATION_SESSION_INVALID');
      const [row] = await here.database.db.select().from(applications).where(eq(applications.id, id));
      expect(row?.draft).toMatchObject({ income: 1000 });
    } finally {
      await there.close();
      await here.close();
    }
  });
});
