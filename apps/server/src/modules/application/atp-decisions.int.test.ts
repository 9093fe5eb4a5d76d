import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from '../../testing/graphql-client.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { applications, atpDecisions } from './application-tables.js';
import { cacheOf, newApplicant, step } from './application-test-kit.js';

/** calculateATPApproval keeps each decision once: asking again with the same inputs writes nothing new. */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

async function decisionsOf(browser: TestBrowser): Promise<number> {
  const id = Number((await cacheOf(browser))?.id);
  const [row] = await testApp.database.db
    .select({ count: count() })
    .from(atpDecisions)
    .innerJoin(applications, eq(applications.id, atpDecisions.applicationId))
    .where(eq(applications.id, id));
  return row?.count ?? 0;
}

const check = (args: string) => `mutation { calculateATPApproval(${args}) { isApproved } }`;

describe('calculateATPApproval decisions', () => {
  it('the same inputs 20 times keep one decision; new inputs add one; going back adds one', async () => {
    const browser = await newApplicant(testApp);
    await step(browser, {}, 'PreResidency_Question');
    for (let n = 0; n < 20; n += 1) {
      const response = await browser.query(check('income: 90000, accommodationCost: 1000, residenceType: "rent"'));
      expect(response.data).toEqual({ calculateATPApproval: { isApproved: true } });
    }
    expect(await decisionsOf(browser)).toBe(1);
    const declined = await browser.query(check('accommodationCost: 500, residenceType: "rent"'));
    expect(declined.data).toEqual({ calculateATPApproval: { isApproved: false } });
    expect(await cacheOf(browser)).toMatchObject({ ATPApproval: false });
    expect(await decisionsOf(browser)).toBe(2);
    await browser.query(check('income: 90000, accommodationCost: 1000, residenceType: "rent"'));
    expect(await cacheOf(browser)).toMatchObject({ ATPApproval: true });
    expect(await decisionsOf(browser)).toBe(3);
  });
});
