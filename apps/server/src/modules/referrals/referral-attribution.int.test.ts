import { eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../../testing/graphql-client.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { recordRegistration } from './referral-attribution.js';
import { inviteCodes, referrals } from './referrals-tables.js';
import { myReferralsQuery, newMember } from './referrals-test-kit.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const referralOf = (userId: string) =>
  testApp.database.db.select().from(referrals).where(eq(referrals.referredUserId, userId));
const summary = async (browser: TestBrowser) =>
  (await browser.query<{ myReferrals: Record<string, number> }>(myReferralsQuery)).data?.myReferrals;

describe('referral attribution at registration', () => {
  it("registering with a member's code records who invited whom, not yet activated", async () => {
    const referrerBrowser = new TestBrowser(testApp.app);
    const referrer = await newMember(referrerBrowser);
    expect(await summary(referrerBrowser)).toEqual({
      joined: 0,
      activated: 0,
      activatedTooLate: 0,
      activatedWhileNotInGoodStanding: 0,
      cashBackRateBasisPoints: 100,
    });

    const friend = await newMember(new TestBrowser(testApp.app), {
      promoCode: ` ${referrer.inviteCode.toLowerCase()}`,
    });
    expect(await referralOf(friend.id)).toEqual([
      expect.objectContaining({ referrerUserId: referrer.id, code: referrer.inviteCode, activatedAt: null }),
    ]);
    // Applying is not activating: the boost waits for the friend's card (product-rules#cash-back).
    expect(await summary(referrerBrowser)).toEqual({
      joined: 1,
      activated: 0,
      activatedTooLate: 0,
      activatedWhileNotInGoodStanding: 0,
      cashBackRateBasisPoints: 100,
    });
  });

  it("an activated referral raises the referrer's rate through the domain rule", async () => {
    const referrerBrowser = new TestBrowser(testApp.app);
    const referrer = await newMember(referrerBrowser);
    const friend = await newMember(new TestBrowser(testApp.app), { promoCode: referrer.inviteCode });
    await testApp.database.db
      .update(referrals)
      .set({ activatedAt: new Date(Date.now() - 24 * 60 * 60 * 1000) })
      .where(eq(referrals.referredUserId, friend.id));
    expect(await summary(referrerBrowser)).toEqual({
      joined: 1,
      activated: 1,
      activatedTooLate: 0,
      activatedWhileNotInGoodStanding: 0,
      cashBackRateBasisPoints: 200,
    });
  });

  // An unknown code is refused at sign-up (registration.int.test.ts "promo codes").
  it.each([
    ['a pre-approved partner code', 'WAYPOINT-PREAPPROVED'],
    ['no code', null],
  ])('%s attributes nobody, and the account still registers', async (_case, promoCode) => {
    const member = await newMember(new TestBrowser(testApp.app), { promoCode });
    expect(await referralOf(member.id)).toEqual([]);
  });

  it('every new member gets their own invitation code row, the code on their account', async () => {
    const member = await newMember(new TestBrowser(testApp.app));
    const rows = await testApp.database.db.select().from(inviteCodes).where(eq(inviteCodes.userId, member.id));
    expect(rows.map((row) => row.code)).toEqual([member.inviteCode]);
  });

  it('nobody can refer themselves, by the code or by the table', async () => {
    const member = await newMember(new TestBrowser(testApp.app));
    const { db } = testApp.database;
    await db.transaction((tx) =>
      recordRegistration(tx, { userId: member.id, inviteCode: member.inviteCode, promoCode: member.inviteCode }),
    );
    expect(
      await db
        .select()
        .from(referrals)
        .where(or(eq(referrals.referredUserId, member.id), eq(referrals.referrerUserId, member.id))),
    ).toEqual([]);
    await expect(
      db.insert(referrals).values({ referrerUserId: member.id, referredUserId: member.id, code: member.inviteCode }),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ constraint: 'referrals_not_self' }) });
  });

  it('a person is attributed once, to the first referrer', async () => {
    const first = await newMember(new TestBrowser(testApp.app));
    const second = await newMember(new TestBrowser(testApp.app));
    const friend = await newMember(new TestBrowser(testApp.app), { promoCode: first.inviteCode });
    await testApp.database.db.transaction((tx) =>
      recordRegistration(tx, { userId: friend.id, inviteCode: friend.inviteCode, promoCode: second.inviteCode }),
    );
    expect((await referralOf(friend.id)).map((row) => row.referrerUserId)).toEqual([first.id]);
  });
});
