import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateLimiter } from '../../platform/rate-limit.js';
import { TestBrowser } from '../../testing/graphql-client.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import type { EmployerVerificationDeps } from './employer-verification-deps.js';
import { workEmailConfirmations } from './employer-verification-tables.js';
import {
  applicantAtEmployerVerification as atEmployerVerification,
  draftOf,
  linkSentTo as linkTo,
  save,
  sendMutation,
  step,
  type Sending,
} from './employer-verification-test-kit.js';
import { confirmWorkEmail } from './work-email-service.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const applicantAtEmployerVerification = () => atEmployerVerification(testApp);
const linkSentTo = (email: string) => linkTo(testApp, email);

function send(browser: TestBrowser, id: number, email: string) {
  return browser.query<Sending>(sendMutation, { id, email });
}

function confirm(first: string, second: string) {
  return testApp.app.inject({ method: 'POST', url: `/application-cache/workemailconfirmation/${first}/${second}` });
}

describe('sendWorkEmailConfirmation (product-rules#work-email-sending, product-rules#work-email-match, product-rules#work-email-confirmation)', () => {
  it('sends a link to a company address of the employer and saves it, unverified', async () => {
    const { browser, id } = await applicantAtEmployerVerification();
    const response = await send(browser, id, ' Ana@Small-Co.example ');
    expect(response.errors).toBeUndefined();
    expect(response.data?.sendWorkEmailConfirmation).toMatchObject({ status: 'sent', email: 'ana@small-co.example' });
    expect(await draftOf(browser)).toMatchObject({
      workEmail: 'ana@small-co.example',
      workEmailVerificationFlag: false,
      employerVerified: false,
      employerVerificationMethod: 'workEmail',
    });
    const link = await linkSentTo('ana@small-co.example');
    const [row] = await testApp.database.db
      .select()
      .from(workEmailConfirmations)
      .where(eq(workEmailConfirmations.id, link.first));
    expect(row?.secretHash).not.toContain(link.second);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(24 * 60 * 60 * 1000);
  });

  it.each([
    ['a free-mail address is not a company address', 'ana@gmail.com', 'WORK_EMAIL_NOT_COMPANY'],
    ["a domain not of the employer's website", 'ana@other-co.example', 'WORK_EMAIL_DOMAIN_MISMATCH'],
    ['text that is no address', 'not an address', 'BAD_USER_INPUT'],
  ])('refuses %s', async (_rule, email, code) => {
    const { browser, id } = await applicantAtEmployerVerification();
    const response = await send(browser, id, email);
    expect(response.errors?.[0]?.extensions.code).toBe(code);
    expect(response.errors?.[0]?.message).toMatch(/e-?mail/i);
    expect((await draftOf(browser))?.workEmail).toBeNull();
  });

  it('accepts a subdomain of the employer website', async () => {
    const { browser, id } = await applicantAtEmployerVerification();
    const response = await send(browser, id, 'ana@eu.small-co.example');
    expect(response.data?.sendWorkEmailConfirmation.status).toBe('sent');
  });

  it("answers another user's application id as not found", async () => {
    const owner = await applicantAtEmployerVerification();
    const other = await applicantAtEmployerVerification();
    const response = await send(other.browser, owner.id, 'eve@small-co.example');
    expect(response.errors?.[0]?.extensions.code).toBe('APPLICATION_NOT_FOUND');
    expect((await draftOf(owner.browser))?.workEmail).toBeNull();
  });

  it('needs a session', async () => {
    const { id } = await applicantAtEmployerVerification();
    const response = await new TestBrowser(testApp.app).query<Sending>(sendMutation, {
      id,
      email: 'a@small-co.example',
    });
    expect(response.errors?.[0]?.extensions.code).toBe('APPLICATION_SESSION_INVALID');
  });

  it('is limited to 5 sendings an hour per user; a resend replaces the earlier link', async () => {
    const { browser, id } = await applicantAtEmployerVerification();
    const links = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await send(browser, id, `ana${attempt}@small-co.example`);
      expect(response.data?.sendWorkEmailConfirmation.status).toBe('sent');
      links.push(await linkSentTo(`ana${attempt}@small-co.example`));
    }
    const sixth = await send(browser, id, 'ana6@small-co.example');
    expect(sixth.errors?.[0]?.extensions.code).toBe('TOO_MANY_REQUESTS');
    expect((await draftOf(browser))?.workEmail).toBe('ana5@small-co.example');
    const replaced = links[0]!;
    const replacedAnswer = await confirm(replaced.first, replaced.second);
    expect(replacedAnswer.statusCode).toBe(400);
    expect(replacedAnswer.json().errors[0].extensions.code).toBe('LINK_INVALID');
    const latest = links[4]!;
    expect((await confirm(latest.first, latest.second)).json()).toEqual({ verified: true });
  });
});

describe('POST /application-cache/workemailconfirmation/{first}/{second} (product-rules#work-email-confirmation)', () => {
  it('verifies the employer without a session, once', async () => {
    const { browser, id } = await applicantAtEmployerVerification();
    await send(browser, id, 'ana@small-co.example');
    await step(browser, { stepName: 'YP_WorkEmail_Sent' }, 'YP_WorkEmail_Sent');
    expect((await save(browser, { stepName: 'YP_Employment_Verified' })).errors?.[0]?.extensions.code).toBe(
      'EMPLOYER_NOT_VERIFIED',
    );
    const link = await linkSentTo('ana@small-co.example');
    const answer = await confirm(link.first, link.second);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ verified: true });
    expect(await draftOf(browser)).toMatchObject({ workEmailVerificationFlag: true, employerVerified: true });
    await step(browser, { stepName: 'YP_Employment_Verified' }, 'YP_Employment_Verified');

    const replay = await confirm(link.first, link.second);
    expect(replay.statusCode).toBe(410);
    expect(replay.json().errors[0].extensions.code).toBe('LINK_USED');
  });

  it('refuses a tampered second part and an unknown first part, and the real link still works', async () => {
    const { browser, id } = await applicantAtEmployerVerification();
    await send(browser, id, 'ana@small-co.example');
    const link = await linkSentTo('ana@small-co.example');
    const flipped = `${link.second.slice(0, -1)}${link.second.endsWith('A') ? 'B' : 'A'}`;
    for (const [first, second] of [
      [link.first, flipped],
      ['unknownfirstpart00000', link.second],
      [link.first, 'x'],
    ] as const) {
      const answer = await confirm(first, second);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().errors[0].extensions.code).toBe('LINK_INVALID');
    }
    expect((await draftOf(browser))?.employerVerified).toBe(false);
    expect((await confirm(link.first, link.second)).statusCode).toBe(200);
  });

  it('refuses an expired link (a clock 24 h later)', async () => {
    const { browser, id } = await applicantAtEmployerVerification();
    await send(browser, id, 'ana@small-co.example');
    const link = await linkSentTo('ana@small-co.example');
    // The clock is injected into the service; the application port stands in for the draft it would merge into.
    const merged: Record<string, unknown>[] = [];
    const at = (offsetMs: number): EmployerVerificationDeps => ({
      db: testApp.database.db,
      limiter: new RateLimiter(testApp.database.db),
      requireApplicant: () => Promise.reject(new Error('no session needed')),
      applications: {
        findOwned: async (_userId, applicationId) => ({ id: applicationId, status: 'incomplete' }),
        updateDraftFields: async (_id, compute) => {
          const draft = { workEmail: 'ana@small-co.example', employerWebsite: 'small-co.example' };
          merged.push(await compute(testApp.database.db, draft));
        },
      },
      publicUrl: 'http://localhost',
      now: () => new Date(Date.now() + 24 * 60 * 60 * 1000 + offsetMs),
    });
    await expect(confirmWorkEmail(at(1000), link.first, link.second)).rejects.toMatchObject({ code: 'LINK_EXPIRED' });
    expect(merged).toEqual([]);
    await expect(confirmWorkEmail(at(-60_000), link.first, link.second)).resolves.toEqual({ verified: true });
    expect(merged).toEqual([{ workEmailVerificationFlag: true, employerVerified: true }]);
  });

  it('answers an expired link over HTTP with 410 LINK_EXPIRED and marks nothing', async () => {
    const { browser, id } = await applicantAtEmployerVerification();
    await send(browser, id, 'ana@small-co.example');
    const link = await linkSentTo('ana@small-co.example');
    await testApp.database.db
      .update(workEmailConfirmations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(workEmailConfirmations.id, link.first));
    const answer = await confirm(link.first, link.second);
    expect(answer.statusCode).toBe(410);
    expect(answer.json().errors[0]).toMatchObject({ extensions: { code: 'LINK_EXPIRED' } });
    expect((await draftOf(browser))?.employerVerified).toBe(false);
  });

  it('refuses a link for an address the applicant has since changed', async () => {
    const { browser, id } = await applicantAtEmployerVerification();
    await send(browser, id, 'ana@small-co.example');
    const link = await linkSentTo('ana@small-co.example');
    await step(
      browser,
      { workEmail: 'ana.silva@small-co.example', stepName: 'YP_WorkEmail_Sent' },
      'YP_WorkEmail_Sent',
    );
    const answer = await confirm(link.first, link.second);
    expect(answer.json().errors[0].extensions.code).toBe('LINK_INVALID');
    expect((await draftOf(browser))?.employerVerified).toBe(false);
  });

  it('sending again to a verified address sends nothing', async () => {
    const { browser, id } = await applicantAtEmployerVerification();
    await send(browser, id, 'ana@small-co.example');
    const link = await linkSentTo('ana@small-co.example');
    await confirm(link.first, link.second);
    const again = await send(browser, id, 'ana@small-co.example');
    expect(again.data?.sendWorkEmailConfirmation).toMatchObject({ status: 'alreadyVerified', expiresAt: null });
    expect(await draftOf(browser)).toMatchObject({ employerVerified: true, workEmailVerificationFlag: true });
  });
});

describe('YP_Employer_Verification by the workplace address (product-rules#yp-branches)', () => {
  it('needs the address, then goes on to identity verification without a link', async () => {
    const { browser } = await applicantAtEmployerVerification();
    const incomplete = await save(browser, {
      employerVerificationMethod: 'workAddress',
      stepName: 'YP_Identity_Verification',
    });
    expect(incomplete.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(incomplete.errors?.[0]?.message).toMatch(/employerAddress/);
    await step(
      browser,
      {
        employerVerificationMethod: 'workAddress',
        employerAddress: '200 Work Plaza',
        employerCity: 'Austin',
        employerState: 'TX',
        employerZipCode: '78702',
        stepName: 'YP_Identity_Verification',
      },
      'YP_Identity_Verification',
    );
    expect(await draftOf(browser)).toMatchObject({ employerVerificationMethod: 'workAddress', employerVerified: null });
  });
});
