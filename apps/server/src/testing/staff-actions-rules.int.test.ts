import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffAction } from '@waypoint/domain/decisions/staff-action-rules';
import type { StaffRole } from '@waypoint/domain/staff/staff-access';
import { StaffBrowser } from '../modules/staff/staff-test-kit.js';
import {
  act,
  applicationRow,
  auditEventsOf,
  freshApplication,
  noticesOf,
  staffDecisionsOf,
  bureauByLastName,
  currentVersion,
  footprint,
  signedInStaff,
  staffWorkQuery,
  submittedApplication,
  validActionArgs,
  type StaffMember,
} from './staff-actions-test-kit.js';
import { applicantReadyToSubmit } from './submit-walk.js';
import { createTestApp, type TestApp } from './test-app.js';

// Who may take which staff action, and every refusal writing nothing (decision 032), through GraphQL on the app.
const actions: readonly StaffAction[] = ['requestInformation', 'recommend', 'approve', 'decline'];

let testApp: TestApp;
const staff = {} as Record<'reviewer' | 'reviewer2' | 'approver' | 'approver2' | 'admin', StaffMember>;

/** A fresh submitted application: the policy approved it unless the name starts with "Declined". */
const fresh = (lastName = 'Rules') => freshApplication(testApp, lastName);

/** A submitted application under exactly this last name, with the version a staff view would send. */
async function declinableApplication(lastName: string) {
  const submitted = await submittedApplication(testApp, lastName);
  return { ...submitted, expectedVersion: await currentVersion(testApp, submitted.applicationId) };
}

beforeAll(async () => {
  testApp = await createTestApp({}, undefined, undefined, bureauByLastName());
  staff.reviewer = await signedInStaff(testApp, 'reviewer@bank.example', 'reviewer');
  staff.reviewer2 = await signedInStaff(testApp, 'reviewer2@bank.example', 'reviewer');
  staff.approver = await signedInStaff(testApp, 'approver@bank.example', 'approver');
  staff.approver2 = await signedInStaff(testApp, 'approver2@bank.example', 'approver');
  staff.admin = await signedInStaff(testApp, 'admin@bank.example', 'admin');
}, 120_000);

afterAll(async () => {
  await testApp.close();
});

const memberOf: Record<StaffRole, () => StaffMember> = {
  reviewer: () => staff.reviewer,
  approver: () => staff.approver,
  admin: () => staff.admin,
};

const expectedStatus: Record<StaffAction, string> = {
  requestInformation: 'submitted',
  recommend: 'submitted',
  approve: 'approved',
  decline: 'declined',
};

describe('every action by every role', () => {
  const table: [StaffRole, StaffAction, string][] = [
    ['reviewer', 'requestInformation', 'allowed'],
    ['reviewer', 'recommend', 'allowed'],
    ['reviewer', 'approve', 'STAFF_FORBIDDEN'],
    ['reviewer', 'decline', 'STAFF_FORBIDDEN'],
    ['approver', 'requestInformation', 'allowed'],
    ['approver', 'recommend', 'allowed'],
    ['approver', 'approve', 'allowed'],
    ['approver', 'decline', 'allowed'],
    ['admin', 'requestInformation', 'allowed'],
    ['admin', 'recommend', 'allowed'],
    ['admin', 'approve', 'allowed'],
    ['admin', 'decline', 'allowed'],
  ];

  it.each(table)('role %s, %s: %s', async (role, action, refusal) => {
    // A decline needs a reason the checks support: the "Declined…" applicants' delinquent file.
    const target = await fresh(action === 'decline' ? 'DeclinedRules' : 'Rules');
    const before = await footprint(testApp, target.applicationId);
    const answer = await act(memberOf[role]().browser, action, target);
    if (refusal !== 'allowed') {
      expect(answer.errors?.[0]?.extensions.code).toBe(refusal);
      expect(answer.data).toBeNull();
      expect(await footprint(testApp, target.applicationId)).toEqual(before);
      return;
    }
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({
      applicationId: target.applicationId,
      version: target.expectedVersion + 1,
      status: expectedStatus[action],
    });
    const after = await footprint(testApp, target.applicationId);
    expect(after.version).toBe(before.version + 1);
    expect(after.auditEvents).toBe(before.auditEvents + 1);
  });

  it('the view offers each role exactly the actions it may take', async () => {
    const { applicationId } = await fresh();
    const offered = async (member: StaffMember) =>
      (
        await member.browser.query<{ opsApplication: { allowedActions: string[]; finalActionRefusal: string | null } }>(
          staffWorkQuery,
          { applicationId },
        )
      ).data?.opsApplication;
    expect(await offered(staff.reviewer)).toMatchObject({
      allowedActions: ['requestInformation', 'recommend'],
      finalActionRefusal: 'ROLE_NOT_ALLOWED',
    });
    for (const member of [staff.approver, staff.admin])
      expect(await offered(member)).toMatchObject({ allowedActions: [...actions], finalActionRefusal: null });
  });
});

describe('four eyes', () => {
  it('an approver who recommended cannot approve or decline; another approver can', async () => {
    const target = await fresh();
    const recommended = await act(staff.approver.browser, 'recommend', target);
    expect(recommended.errors).toBeUndefined();
    const next = { applicationId: target.applicationId, expectedVersion: recommended.data!.version };
    const before = await footprint(testApp, target.applicationId);
    for (const action of ['approve', 'decline'] as const) {
      const refused = await act(staff.approver.browser, action, next);
      expect(refused.errors?.[0]?.extensions.code).toBe('FOUR_EYES');
      expect(refused.errors?.[0]?.message).toMatch(/another approver or admin/);
    }
    expect(await footprint(testApp, target.applicationId)).toEqual(before);
    const view = await staff.approver.browser.query<{
      opsApplication: { allowedActions: string[]; finalActionRefusal: string | null };
    }>(staffWorkQuery, { applicationId: target.applicationId });
    expect(view.data?.opsApplication).toMatchObject({
      allowedActions: ['requestInformation', 'recommend'],
      finalActionRefusal: 'FOUR_EYES',
    });
    // The recommender may still ask for information; that moves the version on.
    const asked = await act(staff.approver.browser, 'requestInformation', next);
    expect(asked.errors).toBeUndefined();
    const approved = await act(staff.approver2.browser, 'approve', {
      applicationId: target.applicationId,
      expectedVersion: asked.data!.version,
    });
    expect(approved.errors).toBeUndefined();
    expect(approved.data?.status).toBe('approved');
  });

  it('a reviewer who recommended and was then made an approver still cannot decide it', async () => {
    const target = await fresh('DeclinedPromoted');
    const reviewer = await signedInStaff(testApp, 'promoted@bank.example', 'reviewer');
    const recommended = await act(reviewer.browser, 'recommend', target, {
      outcome: 'decline',
      reasonCodes: ['incomeInsufficient'],
    });
    expect(recommended.errors).toBeUndefined();
    await testApp.database.sql.executeSql(`update staff_accounts set role = 'approver' where id = $1`, [
      reviewer.staffId,
    ]);
    const next = { applicationId: target.applicationId, expectedVersion: recommended.data!.version };
    const refused = await act(reviewer.browser, 'decline', next);
    expect(refused.errors?.[0]?.extensions.code).toBe('FOUR_EYES');
    // A second reviewer's recommendation does not bar the admin, who recommended nothing.
    const second = await act(staff.reviewer2.browser, 'recommend', next);
    expect(second.errors).toBeUndefined();
    const declined = await act(staff.admin.browser, 'decline', {
      applicationId: target.applicationId,
      expectedVersion: second.data!.version,
    });
    expect(declined.errors).toBeUndefined();
    expect(declined.data?.status).toBe('declined');
  });

  it("overturning the policy's decline needs an approver: a reviewer may only recommend it", async () => {
    const target = await fresh('Declined');
    const view = await staff.reviewer.browser.query<{ opsApplication: { decisions: { outcome: string }[] } }>(
      staffWorkQuery,
      { applicationId: target.applicationId },
    );
    expect(view.data?.opsApplication.decisions).toEqual([expect.objectContaining({ outcome: 'decline' })]);
    const refused = await act(staff.reviewer.browser, 'approve', target);
    expect(refused.errors?.[0]?.extensions.code).toBe('STAFF_FORBIDDEN');
    const recommended = await act(staff.reviewer.browser, 'recommend', target);
    expect(recommended.errors).toBeUndefined();
    const approved = await act(staff.approver.browser, 'approve', {
      applicationId: target.applicationId,
      expectedVersion: recommended.data!.version,
    });
    expect(approved.errors).toBeUndefined();
    expect(approved.data?.status).toBe('approved');
  });
});

describe('refusals write nothing', () => {
  it.each(actions)('%s with a stale version: APPLICATION_CHANGED, nothing written', async (action) => {
    const target = await fresh();
    const before = await footprint(testApp, target.applicationId);
    for (const expectedVersion of [target.expectedVersion - 1, target.expectedVersion + 1]) {
      const answer = await act(staff.admin.browser, action, { applicationId: target.applicationId, expectedVersion });
      expect(answer.errors?.[0]?.extensions.code).toBe('APPLICATION_CHANGED');
      expect(answer.errors?.[0]?.message).toMatch(/changed since you opened it/);
    }
    expect(await footprint(testApp, target.applicationId)).toEqual(before);
  });

  it('after a final decision every action is ALREADY_DECIDED', async () => {
    const target = await fresh();
    const approved = await act(staff.approver.browser, 'approve', target);
    expect(approved.errors).toBeUndefined();
    const next = { applicationId: target.applicationId, expectedVersion: approved.data!.version };
    const before = await footprint(testApp, target.applicationId);
    for (const action of actions) {
      const answer = await act(staff.admin.browser, action, next);
      expect(answer.errors?.[0]?.extensions.code).toBe('ALREADY_DECIDED');
    }
    expect(await footprint(testApp, target.applicationId)).toEqual(before);
    const view = await staff.admin.browser.query<{
      opsApplication: { allowedActions: string[]; finalActionRefusal: string | null };
    }>(staffWorkQuery, { applicationId: target.applicationId });
    expect(view.data?.opsApplication).toMatchObject({ allowedActions: [], finalActionRefusal: 'ALREADY_DECIDED' });
  });

  it('a canceled application: every action is APPLICATION_CANCELED', async () => {
    const target = await fresh();
    const canceled = await target.applicant.query(
      `mutation { applicationUpdateStatusUser(status: "canceled") { status } }`,
    );
    expect(canceled.errors).toBeUndefined();
    const expectedVersion = await currentVersion(testApp, target.applicationId);
    const before = await footprint(testApp, target.applicationId);
    for (const action of actions) {
      const answer = await act(staff.admin.browser, action, { applicationId: target.applicationId, expectedVersion });
      expect(answer.errors?.[0]?.extensions.code).toBe('APPLICATION_CANCELED');
    }
    expect(await footprint(testApp, target.applicationId)).toEqual(before);
  });

  it('an unknown, malformed or never-submitted application is NOT_FOUND', async () => {
    const draft = await applicantReadyToSubmit(testApp, 'Unsubmitted');
    const cache = await draft.query<{ getApplicationCache: { id: number } }>(`{ getApplicationCache { id } }`);
    const draftId = cache.data!.getApplicationCache.id;
    const before = await footprint(testApp, draftId);
    for (const applicationId of [draftId, 999_999, 0, -1, 2_147_483_647]) {
      for (const action of actions) {
        const answer = await act(staff.admin.browser, action, { applicationId, expectedVersion: 1 });
        expect(answer.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
      }
    }
    expect(await footprint(testApp, draftId)).toEqual(before);
  });

  it("an applicant's session or none at all: STAFF_SESSION_INVALID before anything else", async () => {
    const target = await fresh();
    const before = await footprint(testApp, target.applicationId);
    for (const browser of [target.applicant, new StaffBrowser(testApp.app)]) {
      for (const action of actions) {
        // Even bad arguments learn nothing: the session check comes first.
        const valid = validActionArgs[action];
        const bad = Object.fromEntries(
          Object.entries(valid).map(([name, value]) => [
            name,
            Array.isArray(value) ? ['x'] : typeof value === 'number' ? 1 : 'x',
          ]),
        );
        for (const args of [valid, bad]) {
          const answer = await act(browser, action, target, args);
          expect(answer.errors?.[0]?.extensions.code).toBe('STAFF_SESSION_INVALID');
          expect(answer.data).toBeNull();
        }
      }
    }
    expect(await footprint(testApp, target.applicationId)).toEqual(before);
  });
});

describe('bad input', () => {
  const fiveReasons = [
    'incomeInsufficient',
    'excessiveObligations',
    'delinquentObligations',
    'identityNotVerified',
    'tooManyRecentInquiries',
  ];
  const table: [string, StaffAction, Record<string, unknown>, string][] = [
    ['an unknown item', 'requestInformation', { codes: ['proofOfIncome', 'proofOfWealth'] }, 'codes.1'],
    ['no item', 'requestInformation', { codes: [] }, 'codes'],
    ['an item twice', 'requestInformation', { codes: ['proofOfIncome', 'proofOfIncome'] }, 'codes'],
    ['an unknown reason', 'decline', { reasonCodes: ['tooRich'] }, 'reasonCodes.0'],
    ['five reasons', 'decline', { reasonCodes: fiveReasons }, 'reasonCodes'],
    ['a reason twice', 'decline', { reasonCodes: ['incomeInsufficient', 'incomeInsufficient'] }, 'reasonCodes'],
    ['no reason', 'decline', { reasonCodes: [] }, 'reasonCodes'],
    ['a limit not in whole hundreds', 'approve', { creditLimit: 2550 }, 'creditLimit'],
    ['a limit under the minimum', 'approve', { creditLimit: 200 }, 'creditLimit'],
    ['a limit over the maximum', 'approve', { creditLimit: 10_100 }, 'creditLimit'],
    ['a negative limit', 'approve', { creditLimit: -500 }, 'creditLimit'],
    ['an unknown recommendation', 'recommend', { outcome: 'maybe', creditLimit: 2000 }, 'outcome'],
    ['a recommended approval without a limit', 'recommend', { outcome: 'approve' }, 'creditLimit'],
    ['a recommended decline without reasons', 'recommend', { outcome: 'decline' }, 'reasonCodes'],
    [
      'a recommended decline with five reasons',
      'recommend',
      { outcome: 'decline', reasonCodes: fiveReasons },
      'reasonCodes',
    ],
    ['a note with a dashed SSN', 'approve', { creditLimit: 2000, note: 'SSN 123-45-6789 checked' }, 'note'],
    ['a note with a bare SSN', 'decline', { reasonCodes: ['incomeInsufficient'], note: 'ssn123456789' }, 'note'],
    [
      'a note with an SSN',
      'requestInformation',
      { codes: ['proofOfIncome'], note: '123 45 6789'.replaceAll(' ', '-') },
      'note',
    ],
    [
      'a note over 1000 characters',
      'recommend',
      { outcome: 'approve', creditLimit: 2000, note: 'n'.repeat(1001) },
      'note',
    ],
    ['a huge note', 'requestInformation', { codes: ['proofOfIncome'], note: 'word '.repeat(40_000) }, 'note'],
    ['a version that is no version', 'approve', { creditLimit: 2000, expectedVersion: 0 }, 'expectedVersion'],
  ];

  // Nothing is written, so one application serves the whole table.
  let target: Awaited<ReturnType<typeof fresh>>;
  beforeAll(async () => {
    target = await fresh();
  });

  it.each(table)('%s (%s): BAD_USER_INPUT, nothing written', async (_name, action, args, field) => {
    const before = await footprint(testApp, target.applicationId);
    const answer = await act(staff.admin.browser, action, target, args);
    const error = answer.errors?.[0] as { extensions: { code: string; fieldErrors?: { field: string }[] } } | undefined;
    expect(error?.extensions.code).toBe('BAD_USER_INPUT');
    expect(error?.extensions.fieldErrors?.map((entry) => entry.field)).toContain(field);
    expect(answer.data).toBeNull();
    expect(await footprint(testApp, target.applicationId)).toEqual(before);
  });
});

describe('two approvers at once', () => {
  it.each([
    ['approve', 'approve'],
    ['approve', 'decline'],
  ] as const)('%s and %s on the same version: one decision, one notice, one audit event', async (first, second) => {
    // Either may reach the row first: a decline's reason must stand on this application's checks too
    // (the "Declined…" applicants' file), or a decline that wins the race is refused for its reason.
    // Its own short name: a passport's machine-readable zone holds 39 letters of name.
    const target = second === 'decline' ? await declinableApplication('DeclinedRace') : await fresh();
    const answers = await Promise.all([
      act(staff.approver.browser, first, target),
      act(staff.approver2.browser, second, target),
    ]);
    const codes = answers.map((answer) => answer.errors?.[0]?.extensions.code ?? 'ok').sort();
    expect(codes).toEqual(['APPLICATION_CHANGED', 'ok']);
    const winner = answers.findIndex((answer) => !answer.errors);
    const decisions = await staffDecisionsOf(testApp, target.applicationId);
    expect(decisions).toHaveLength(1);
    expect(decisions[0]?.decidedBy).toBe([staff.approver, staff.approver2][winner]?.staffId);
    expect(await noticesOf(testApp, target.applicationId)).toHaveLength(1);
    const audits = (await auditEventsOf(testApp, target.applicationId)).filter(
      (entry) => entry.action === 'decision.staff',
    );
    expect(audits).toHaveLength(1);
    expect((await applicationRow(testApp, target.applicationId)).version).toBe(target.expectedVersion + 1);
  });
});

describe('the applicant cancels while an approver approves', () => {
  it('one of them wins whole: approved with the cancel refused, or canceled with APPLICATION_CANCELED', async () => {
    const target = await fresh();
    const [canceled, approved] = await Promise.all([
      target.applicant.query<{ applicationUpdateStatusUser: { status: string } }>(
        `mutation { applicationUpdateStatusUser(status: "canceled") { status } }`,
      ),
      act(staff.approver.browser, 'approve', target),
    ]);
    const row = await applicationRow(testApp, target.applicationId);
    const decisions = await staffDecisionsOf(testApp, target.applicationId);
    if (row.status === 'approved') {
      expect(approved.errors).toBeUndefined();
      // A decision stands: the cancel is refused, not applied.
      expect(canceled.errors?.[0]?.extensions.code).toBe('APPLICATION_NOT_EDITABLE');
      expect(decisions).toHaveLength(1);
      expect(row.version).toBe(target.expectedVersion + 1);
    } else {
      expect(row.status).toBe('canceled');
      expect(approved.errors?.[0]?.extensions.code).toBe('APPLICATION_CANCELED');
      expect(decisions).toEqual([]);
      expect(await noticesOf(testApp, target.applicationId)).toEqual([]);
    }
  });
});
