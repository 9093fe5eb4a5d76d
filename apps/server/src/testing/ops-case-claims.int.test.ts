import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assigneeQuery,
  cases,
  claimMutation,
  idsOf,
  releaseMutation,
  seededCases,
  type CaseKey,
  type CaseWorld,
  type GraphqlError,
} from './ops-cases-test-kit.js';
import { act, auditEventsOf, freshApplication, type StaffMember } from './staff-actions-test-kit.js';
import type { TestApp } from './test-app.js';

// Claiming and releasing cases as the app wires them (decision 067): one claim wins, who may release, and the claim
// kept on a decided case as who worked it.

let testApp: TestApp;
let reviewer: StaffMember;
let otherReviewer: StaffMember;
let approver: StaffMember;
let ids: CaseWorld['ids'];

const sorted = (...keys: CaseKey[]) => keys.map((key) => ids[key]).sort((a, b) => a - b);

beforeAll(async () => {
  ({ testApp, reviewer, otherReviewer, approver, ids } = await seededCases());
}, 240_000);

afterAll(async () => {
  await testApp?.close();
});

describe('claiming cases', () => {
  it('lets exactly one of two staff claiming at once win; the other is told who has it', async () => {
    const [first, second] = await Promise.all([
      reviewer.browser.query(claimMutation, { applicationId: ids.plain }),
      otherReviewer.browser.query(claimMutation, { applicationId: ids.plain }),
    ]);
    const answers = [first, second];
    const won = answers.filter((answer) => !answer.errors);
    const lost = answers.filter((answer) => answer.errors);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    const winner = won[0] === first ? reviewer : otherReviewer;
    const error = lost[0]!.errors![0] as GraphqlError;
    expect(error.extensions?.code).toBe('CASE_CLAIMED');
    expect(error.message).toContain(winner.email);
    const claims = (await auditEventsOf(testApp, ids.plain)).filter((event) => event.action === 'application.claim');
    expect(claims).toEqual([expect.objectContaining({ actorEmail: winner.email, after: { staffId: winner.staffId } })]);
    // Leave the case free for the tests below.
    expect((await winner.browser.query(releaseMutation, { applicationId: ids.plain })).errors).toBeUndefined();
  });

  it('shows the claim on the case page and in the list, under "mine" and not "unassigned"', async () => {
    const claimed = await reviewer.browser.query<{ opsClaimCase: { assignee: { email: string; isMe: boolean } } }>(
      claimMutation,
      { applicationId: ids.referred },
    );
    expect(claimed.data?.opsClaimCase.assignee).toMatchObject({ email: reviewer.email, isMe: true });
    // Claiming one's own case again changes nothing.
    expect((await reviewer.browser.query(claimMutation, { applicationId: ids.referred })).errors).toBeUndefined();
    expect(
      (await auditEventsOf(testApp, ids.referred)).filter((event) => event.action === 'application.claim'),
    ).toHaveLength(1);
    const view = await otherReviewer.browser.query<{ opsApplication: { assignee: unknown } }>(assigneeQuery, {
      applicationId: ids.referred,
    });
    expect(view.data?.opsApplication.assignee).toMatchObject({ email: reviewer.email, isMe: false, canRelease: false });
    expect(idsOf(await cases(reviewer.browser, { filter: { assignment: 'mine' } }))).toEqual([ids.referred]);
    expect(idsOf(await cases(otherReviewer.browser, { filter: { assignment: 'mine' } }))).toEqual([]);
    expect(idsOf(await cases(reviewer.browser, { filter: { assignment: 'unassigned' } }))).toEqual(
      sorted('plain', 'needsInfo', 'recommended'),
    );
    expect(idsOf(await cases(reviewer.browser, { filter: { assignment: 'anyone' } }))).toHaveLength(4);
    const listed = (await cases(approver.browser, { filter: { text: String(ids.referred) } })).items[0];
    expect(listed?.assignee).toMatchObject({ email: reviewer.email, isMe: false, canRelease: true });
  });

  it.each<[string, () => StaffMember, () => StaffMember, string | null]>([
    ['the holder releases their own claim', () => reviewer, () => reviewer, null],
    ['a reviewer may not release another reviewer’s claim', () => reviewer, () => otherReviewer, 'STAFF_FORBIDDEN'],
    ['an approver releases anyone’s claim', () => reviewer, () => approver, null],
  ])('release: %s', async (_rule, holder, releaser, refusal) => {
    const { applicationId } = await freshApplication(testApp, 'Release');
    expect((await holder().browser.query(claimMutation, { applicationId })).errors).toBeUndefined();
    const answer = await releaser().browser.query(releaseMutation, { applicationId });
    const events = (await auditEventsOf(testApp, applicationId)).filter(
      (event) => event.action === 'application.release',
    );
    if (refusal) {
      const error = answer.errors?.[0] as GraphqlError;
      expect(error.extensions?.code).toBe(refusal);
      expect(error.message).toContain(holder().email);
      expect(events).toEqual([]);
      return;
    }
    expect(answer.errors).toBeUndefined();
    expect(events).toEqual([
      expect.objectContaining({
        actorEmail: releaser().email,
        before: expect.objectContaining({ staffId: holder().staffId }),
      }),
    ]);
    const view = await holder().browser.query<{ opsApplication: { assignee: unknown } }>(assigneeQuery, {
      applicationId,
    });
    expect(view.data?.opsApplication.assignee).toBeNull();
  });

  it('refuses to claim or release a decided case, and keeps its claim on record as who worked it', async () => {
    const { applicationId, expectedVersion } = await freshApplication(testApp, 'Worked');
    expect((await reviewer.browser.query(claimMutation, { applicationId })).errors).toBeUndefined();
    expect((await act(approver.browser, 'approve', { applicationId, expectedVersion })).errors).toBeUndefined();
    for (const mutation of [claimMutation, releaseMutation]) {
      const answer = await approver.browser.query(mutation, { applicationId });
      expect((answer.errors?.[0] as GraphqlError).extensions?.code).toBe('CASE_CLOSED');
    }
    const mine = await cases(reviewer.browser, { filter: { status: 'decided', assignment: 'mine' } });
    expect(mine.items.map((item) => item.applicationId)).toEqual([applicationId]);
    expect(mine.items[0]?.assignee).toMatchObject({ email: reviewer.email, canRelease: false });
  });

  it('answers NOT_FOUND for an application that does not exist', async () => {
    const answer = await reviewer.browser.query(claimMutation, { applicationId: 999_999 });
    expect((answer.errors?.[0] as GraphqlError).extensions?.code).toBe('NOT_FOUND');
  });
});
