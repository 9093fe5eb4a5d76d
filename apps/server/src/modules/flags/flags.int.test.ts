import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveFlagVariant, defaultFlagDefinitions } from '@waypoint/domain/flags/feature-flags';
import { TestBrowser } from '../../testing/graphql-client.js';
import { registerUser } from '../../testing/test-accounts.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { FlagFileError, readFlagFile } from './flag-definitions.js';
import { setUpFlags } from './flags-setup.js';
import { featureFlags } from './flags-tables.js';

const flagsQuery = `{ featureFlags { key enabled defaultVariant variants { name type value } allocation { variant percent } } }`;

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

async function signedIn() {
  const browser = new TestBrowser(testApp.app);
  const registered = await registerUser(browser);
  expect(registered.errors).toBeUndefined();
  return browser;
}

describe('featureFlags (the web flag client reads these)', () => {
  it('refuses a visitor who is not signed in', async () => {
    const response = await new TestBrowser(testApp.app).query(flagsQuery);
    expect(response.errors?.[0]?.extensions?.code).toBe('APPLICATION_SESSION_INVALID');
    expect(response.data?.featureFlags ?? null).toBeNull();
  });

  it('gives a signed-in visitor the plaidSplitVersion split, 50/50 between A and B', async () => {
    const response = await (await signedIn()).query<{ featureFlags: unknown[] }>(flagsQuery);
    expect(response.errors).toBeUndefined();
    expect(response.data?.featureFlags).toContainEqual({
      key: 'plaidSplitVersion',
      enabled: true,
      defaultVariant: 'A',
      variants: [
        { name: 'A', type: 'string', value: 'A' },
        { name: 'B', type: 'string', value: 'B' },
      ],
      allocation: [
        { variant: 'A', percent: 50 },
        { variant: 'B', percent: 50 },
      ],
    });
  });
});

describe('the server flag client', () => {
  const split = defaultFlagDefinitions.find((definition) => definition.key === 'plaidSplitVersion');

  it('evaluates a visitor to the variant the domain rule gives the browser', async () => {
    const flags = await setUpFlags(testApp.database.db, { flagFile: undefined, warn: () => {} });
    for (const visit of ['visit-1', 'visit-2', 'visit-3', 'visit-4']) {
      const expected = split ? resolveFlagVariant(split, visit).variant : 'missing';
      expect(await flags.client.getStringValue('plaidSplitVersion', 'A', { targetingKey: visit })).toBe(expected);
    }
    await flags.close();
  });

  it('lets a database row override the default, and skips a row that is not a valid definition', async () => {
    const warnings: string[] = [];
    const db = testApp.database.db;
    await db.insert(featureFlags).values([
      { key: 'plaidSplitVersion', definition: { variants: { A: 'A', B: 'B' }, defaultVariant: 'B', enabled: false } },
      { key: 'brokenFlag', definition: { variants: { on: true }, defaultVariant: 'off' } },
    ]);
    const flags = await setUpFlags(db, { flagFile: undefined, warn: (message) => warnings.push(message) });
    const details = await flags.client.getStringDetails('plaidSplitVersion', 'A', { targetingKey: 'anyone' });
    expect(details).toMatchObject({ value: 'B', reason: 'DISABLED' });
    expect(await flags.client.getBooleanValue('brokenFlag', false, { targetingKey: 'anyone' })).toBe(false);
    expect(warnings).toEqual([expect.stringContaining('brokenFlag')]);
    await db.delete(featureFlags);
    await flags.close();
  });

  it('answers the caller’s default for an unknown flag or the wrong type', async () => {
    const flags = await setUpFlags(testApp.database.db, { flagFile: undefined, warn: () => {} });
    expect(await flags.client.getStringDetails('noSuchFlag', 'fallback')).toMatchObject({
      value: 'fallback',
      errorCode: 'FLAG_NOT_FOUND',
    });
    expect(await flags.client.getBooleanDetails('plaidSplitVersion', true)).toMatchObject({
      value: true,
      errorCode: 'TYPE_MISMATCH',
    });
    await flags.close();
  });
});

describe('FEATURE_FLAGS_FILE', () => {
  const writeFlagFile = async (contents: string) => {
    const file = path.join(os.tmpdir(), `flags-${process.pid}-${Math.random().toString(36).slice(2)}.json`);
    await writeFile(file, contents);
    return file;
  };

  it('overrides the defaults with the file’s definitions', async () => {
    const file = await writeFlagFile(
      JSON.stringify([
        {
          key: 'plaidSplitVersion',
          variants: { A: 'A', B: 'B' },
          defaultVariant: 'A',
          allocation: [{ variant: 'B', percent: 100 }],
        },
      ]),
    );
    const flags = await setUpFlags(testApp.database.db, { flagFile: file, warn: () => {} });
    expect(await flags.client.getStringValue('plaidSplitVersion', 'A', { targetingKey: 'anyone' })).toBe('B');
    await flags.close();
  });

  it.each([
    ['is not JSON', '{ not json', /flags-.*\.json: /],
    ['is not a list', '{}', /expected array/],
    [
      'has an allocation short of 100%',
      JSON.stringify([
        { key: 'x', variants: { a: 1 }, defaultVariant: 'a', allocation: [{ variant: 'a', percent: 10 }] },
      ]),
      /adds up to 10%/,
    ],
  ])('stops the start, naming the file, when it %s', async (_case, contents, message) => {
    const file = await writeFlagFile(contents);
    expect(() => readFlagFile(file)).toThrow(FlagFileError);
    expect(() => readFlagFile(file)).toThrow(message);
  });
});
