import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountPhones } from '../modules/account-security/phone-tables.js';
import { stepUpProofs } from '../modules/account-security/step-up-tables.js';
import { cards } from '../modules/cards/cards-tables.js';
import { approvedWithCard, type Cardholder } from './cards-test-kit.js';
import {
  changeRequestApplicant,
  proofPdf,
  sampleChangeValues,
  startMutation,
  submitMutation,
  uploadProof,
  type ChangeRequestApplicant,
} from './change-requests-test-kit.js';
import { TestBrowser, type GraphqlResponse } from './graphql-client.js';
import {
  completeStepUpMutation,
  mailedStepUpCode,
  sendStepUpCodeMutation,
  stepUpAs,
  stepUpByEmail,
} from './step-up-test-kit.js';
import { signIn } from './test-accounts.js';
import { createTestApp, type TestApp } from './test-app.js';

/*
 * The step-up (decision 073, docs/product-rules.md#step-up): every sensitive
 * operation is refused with STEP_UP_REQUIRED without a recent proof for the
 * session, goes through with one, and is refused again once the window passed.
 */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const windowMs = 10 * 60 * 1000;
const codeOf = (answer: GraphqlResponse<unknown>) => answer.errors?.[0]?.extensions.code;
const methodsOf = (answer: GraphqlResponse<unknown>) =>
  (answer.errors?.[0]?.extensions as { methods?: string[] } | undefined)?.methods;

const lockMutation = `mutation { lockCard { card { status } } }`;
const unlockMutation = `mutation { unlockCard { card { status } } }`;
const optionsQuery = `query { stepUpOptions { methods windowSeconds } }`;

/** A signed-in applicant without a proof yet. */
const applicant = () => changeRequestApplicant(app, {}, { stepUp: false });

/** A cardholder whose active card they locked themselves. */
async function activeLockedCard(lastName: string): Promise<Cardholder> {
  const holder = await approvedWithCard(app, lastName);
  await app.database.db
    .update(cards)
    .set({ status: 'active', activatedAt: app.clock.now() })
    .where(eq(cards.id, holder.card.id));
  expect((await holder.applicant.query(lockMutation)).errors).toBeUndefined();
  return holder;
}

/** A pending request of `kind` with its proof uploaded, opened under a proof. */
async function pendingRequest(kind: 'name' | 'address'): Promise<ChangeRequestApplicant & { id: number }> {
  const who = await applicant();
  await stepUpByEmail(app, who.browser, who.email);
  const started = await who.browser.query<{ startChangeRequest: { id: number } }>(startMutation, { codes: [kind] });
  const id = started.data?.startChangeRequest.id;
  if (!id) throw new Error(`start refused: ${JSON.stringify(started.errors)}`);
  const proof = kind === 'name' ? 'proofOfName' : 'proofOfAddress';
  expect((await uploadProof(who.browser, id, proof, proofPdf(`Proof of ${kind}`))).statusCode).toBe(201);
  return { ...who, id };
}

const submitOf = (kind: 'name' | 'address', id: number) => ({
  id,
  data: Object.entries(sampleChangeValues[kind]).map(([fieldName, fieldValue]) => ({ fieldName, fieldValue })),
});

interface SensitiveOperation {
  /** Signs in someone who can do it, without a proof. */
  prepare(): Promise<{ browser: TestBrowser; userId: string; run(): Promise<GraphqlResponse<unknown>> }>;
}

const operations: [string, SensitiveOperation][] = [
  [
    'opening an address change',
    {
      prepare: async () => {
        const who = await applicant();
        return { ...who, run: () => who.browser.query(startMutation, { codes: ['address'] }) };
      },
    },
  ],
  [
    'opening a name change',
    {
      prepare: async () => {
        const who = await applicant();
        return { ...who, run: () => who.browser.query(startMutation, { codes: ['name', 'scra'] }) };
      },
    },
  ],
  [
    'submitting an address change',
    {
      prepare: async () => {
        const who = await pendingRequest('address');
        await app.database.db.delete(stepUpProofs).where(eq(stepUpProofs.userId, who.userId));
        return { ...who, run: () => who.browser.query(submitMutation, submitOf('address', who.id)) };
      },
    },
  ],
  [
    'submitting a name change',
    {
      prepare: async () => {
        const who = await pendingRequest('name');
        await app.database.db.delete(stepUpProofs).where(eq(stepUpProofs.userId, who.userId));
        return { ...who, run: () => who.browser.query(submitMutation, submitOf('name', who.id)) };
      },
    },
  ],
  [
    'unlocking a card',
    {
      prepare: async () => {
        const holder = await activeLockedCard('Unlocker');
        return {
          browser: holder.applicant,
          userId: holder.userId,
          run: async () => {
            const answer = await holder.applicant.query(unlockMutation);
            // Locked again for the next row of the same card, when it went through.
            if (!answer.errors) await holder.applicant.query(lockMutation);
            return answer;
          },
        };
      },
    },
  ],
];

describe.each(operations)('%s', (_name, operation) => {
  it('is refused with STEP_UP_REQUIRED without a proof, goes through with one, and is refused again after 10 minutes', async () => {
    const { browser, userId, run } = await operation.prepare();

    const refused = await run();
    expect(codeOf(refused)).toBe('STEP_UP_REQUIRED');
    expect(refused.status).toBe(403);
    expect(methodsOf(refused)).toEqual(['emailCode']);

    await stepUpAs(app, browser, userId);
    // The proof still counts a moment before the window closes.
    app.clock.advance(windowMs - 60_000);
    const accepted = await run();
    expect(accepted.errors).toBeUndefined();

    app.clock.advance(60_000);
    expect(codeOf(await run())).toBe('STEP_UP_REQUIRED');
  });
});

describe('operations that are not sensitive', () => {
  it('opens an SCRA-only change request without a proof', async () => {
    const who = await applicant();
    expect((await who.browser.query(startMutation, { codes: ['scra'] })).errors).toBeUndefined();
  });

  it('locks a card without a proof: locking is the safe side', async () => {
    const holder = await approvedWithCard(app, 'Locker');
    await app.database.db.update(cards).set({ status: 'active' }).where(eq(cards.id, holder.card.id));
    expect((await holder.applicant.query(lockMutation)).errors).toBeUndefined();
  });
});

describe('the proof', () => {
  it('offers e-mail always, the phone once one is verified, and a 10-minute window', async () => {
    const who = await applicant();
    expect((await who.browser.query(optionsQuery)).data).toEqual({
      stepUpOptions: { methods: ['emailCode'], windowSeconds: 600 },
    });
    await app.database.db
      .insert(accountPhones)
      .values({ userId: who.userId, phoneNumber: '+12025550123', verifiedAt: app.clock.now() });
    expect((await who.browser.query(optionsQuery)).data).toEqual({
      stepUpOptions: { methods: ['phoneCode', 'emailCode'], windowSeconds: 600 },
    });
    const refused = await who.browser.query(startMutation, { codes: ['address'] });
    expect(methodsOf(refused)).toEqual(['phoneCode', 'emailCode']);
  });

  it.each([
    ['phoneCode', 'without a verified phone', 'STEP_UP_METHOD_UNAVAILABLE'],
    ['passkey', 'by code', 'BAD_USER_INPUT'],
    ['smoke', 'of no known kind', 'BAD_USER_INPUT'],
  ])('refuses a %s code (%s) with %s', async (method, _why, code) => {
    const who = await applicant();
    expect(codeOf(await who.browser.query(sendStepUpCodeMutation, { method }))).toBe(code);
  });

  it('tells where the code went, masked', async () => {
    const who = await applicant();
    const sent = await who.browser.query<{ sendStepUpCode: { sentTo: string } }>(sendStepUpCodeMutation, {
      method: 'emailCode',
    });
    expect(sent.data?.sendStepUpCode.sentTo).toBe(`c•••@example.com`);
  });

  it.each([
    ['a wrong code', async () => '000000', 'CODE_INVALID'],
    ['no code sent', null, 'CODE_NOT_FOUND'],
  ])('records nothing for %s (%s)', async (_case, codeFor, refusal) => {
    const who = await applicant();
    if (codeFor) await who.browser.query(sendStepUpCodeMutation, { method: 'emailCode' });
    const code = codeFor ? await codeFor() : '123456';
    expect(codeOf(await who.browser.query(completeStepUpMutation, { method: 'emailCode', code }))).toBe(refusal);
    expect(codeOf(await who.browser.query(startMutation, { codes: ['address'] }))).toBe('STEP_UP_REQUIRED');
  });

  it('takes a code once: the same code again proves nothing', async () => {
    const who = await applicant();
    await who.browser.query(sendStepUpCodeMutation, { method: 'emailCode' });
    const code = await mailedStepUpCode(app, who.email);
    expect((await who.browser.query(completeStepUpMutation, { method: 'emailCode', code })).errors).toBeUndefined();
    expect(codeOf(await who.browser.query(completeStepUpMutation, { method: 'emailCode', code }))).toBe(
      'CODE_NOT_FOUND',
    );
  });

  it('does not let a mailed code complete a phone step-up', async () => {
    const who = await applicant();
    await app.database.db
      .insert(accountPhones)
      .values({ userId: who.userId, phoneNumber: '+12025550124', verifiedAt: app.clock.now() });
    await who.browser.query(sendStepUpCodeMutation, { method: 'emailCode' });
    const code = await mailedStepUpCode(app, who.email);
    expect(codeOf(await who.browser.query(completeStepUpMutation, { method: 'phoneCode', code }))).toBe(
      'CODE_NOT_FOUND',
    );
    expect(codeOf(await who.browser.query(startMutation, { codes: ['address'] }))).toBe('STEP_UP_REQUIRED');
  });

  it('belongs to its session: another sign-in of the same account is still asked', async () => {
    const who = await applicant();
    await stepUpByEmail(app, who.browser, who.email);
    const elsewhere = new TestBrowser(app.app);
    expect((await signIn(elsewhere, who.email)).errors).toBeUndefined();
    expect(codeOf(await elsewhere.query(startMutation, { codes: ['address'] }))).toBe('STEP_UP_REQUIRED');
    expect((await who.browser.query(startMutation, { codes: ['address'] })).errors).toBeUndefined();
  });

  it('ends with the session: after signing out and in again, it is asked again', async () => {
    const who = await applicant();
    await stepUpByEmail(app, who.browser, who.email);
    await who.browser.query(`mutation { logout }`);
    expect((await signIn(who.browser, who.email)).errors).toBeUndefined();
    expect(codeOf(await who.browser.query(startMutation, { codes: ['address'] }))).toBe('STEP_UP_REQUIRED');
  });

  it('refuses without a session', async () => {
    const stranger = new TestBrowser(app.app);
    expect(codeOf(await stranger.query(optionsQuery))).toBe('APPLICATION_SESSION_INVALID');
    expect(codeOf(await stranger.query(sendStepUpCodeMutation, { method: 'emailCode' }))).toBe(
      'APPLICATION_SESSION_INVALID',
    );
  });
});
