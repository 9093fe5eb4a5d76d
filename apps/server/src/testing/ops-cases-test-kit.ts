import { expect } from 'vitest';
import type { CreditBureauProvider } from '../modules/credit-report/credit-bureau-provider.js';
import { primeFile, testBureau } from '../modules/credit-report/credit-report-test-kit.js';
import type { StaffBrowser } from '../modules/staff/staff-test-kit.js';
import {
  act,
  currentVersion,
  delinquentFile,
  freshApplication,
  signedInStaff,
  type StaffMember,
} from './staff-actions-test-kit.js';
import { createTestApp, type TestApp } from './test-app.js';

// The case search and claims as the app wires them (decision 067): the operations, and one app seeded with an
// application in every case status, shared by ops-case-search.int.test.ts and ops-case-claims.int.test.ts.

export const casesQuery = `query Cases($filter: OpsCaseFilter, $page: Int, $pageSize: Int) {
  opsCases(filter: $filter, page: $page, pageSize: $pageSize) {
    items { applicationId applicantName accountEmail track caseStatus submittedAt closedAt regBDeadline daysLeft
      clockKind clockState suggestion suggestionReasons { code text } finalDecision finalReasons { code text }
      assignee { staffId email isMe canRelease } }
    total page pageSize changeRequest { id status }
  }
}`;
export const claimMutation = `mutation Claim($applicationId: Int!) {
  opsClaimCase(applicationId: $applicationId) { applicationId assignee { email isMe canRelease } }
}`;
export const releaseMutation = `mutation Release($applicationId: Int!) {
  opsReleaseCase(applicationId: $applicationId) { applicationId assignee { email } }
}`;
export const assigneeQuery = `query View($applicationId: Int!) {
  opsApplication(applicationId: $applicationId) { applicationId assignee { email isMe canRelease claimedAt } }
}`;

export interface CaseItem {
  applicationId: number;
  applicantName: string;
  accountEmail: string;
  track: string;
  caseStatus: string;
  closedAt: string | null;
  daysLeft: number | null;
  clockState: string | null;
  suggestion: string | null;
  suggestionReasons: { code: string; text: string }[];
  finalDecision: string | null;
  finalReasons: { code: string; text: string }[];
  assignee: { staffId: string; email: string; isMe: boolean; canRelease: boolean } | null;
}
export interface CasePage {
  items: CaseItem[];
  total: number;
  page: number;
  pageSize: number;
  changeRequest: { id: number; status: string } | null;
}
export interface GraphqlError {
  message: string;
  extensions?: { code?: string; fieldErrors?: { field: string; message: string }[] };
}

/** Last names steer the bureau: "Alert…" has a fraud alert on file (the policy refers), "Declined…" is delinquent. */
const bureau: CreditBureauProvider = {
  bureau: testBureau,
  inquire: async (inquiry) => {
    const { lastName } = inquiry.subject;
    if (lastName.startsWith('Declined')) return delinquentFile;
    if (lastName.startsWith('Alert')) return { ...primeFile, file: { ...primeFile.file, fraudAlert: true } };
    return primeFile;
  },
};

/** The seeded applications by their role in the tests. */
export type CaseKey = 'plain' | 'referred' | 'needsInfo' | 'recommended' | 'approved' | 'declined' | 'closed';

export interface CaseWorld {
  testApp: TestApp;
  reviewer: StaffMember;
  otherReviewer: StaffMember;
  approver: StaffMember;
  /** Application ids, account e-mails and applicant names, by role. */
  ids: Record<CaseKey, number>;
  emails: Record<CaseKey, string>;
  names: Record<CaseKey, string>;
  /** A pending change request of the plain case's applicant. */
  changeRequestId: number;
  submittedDay: string;
}

export async function cases(staff: StaffBrowser, variables: Record<string, unknown> = {}): Promise<CasePage> {
  const answer = await staff.query<{ opsCases: CasePage }>(casesQuery, variables);
  expect(answer.errors).toBeUndefined();
  return answer.data!.opsCases;
}

export const idsOf = (page: CasePage) => page.items.map((item) => item.applicationId).sort((a, b) => a - b);

async function accountOf(app: TestApp, applicationId: number) {
  const { rows } = await app.database.sql.executeSql(
    `select u.id, u.email, u.first_name || ' ' || u.last_name as name
       from applications a join users u on u.id = a.user_id where a.id = $1`,
    [applicationId],
  );
  return (rows as { id: string; email: string; name: string }[])[0]!;
}

/** One application in each case status, three staff members and a pending change request; the app closed if seeding fails. */
export async function seededCases(): Promise<CaseWorld> {
  const app = await createTestApp({}, undefined, undefined, bureau);
  try {
    return await seed(app);
  } catch (error) {
    await app.close();
    throw error;
  }
}

async function seed(app: TestApp): Promise<CaseWorld> {
  const ids = {} as Record<CaseKey, number>;
  const emails = {} as Record<CaseKey, string>;
  const names = {} as Record<CaseKey, string>;
  const reviewer = await signedInStaff(app, 'reviewer@bank.example', 'reviewer');
  const otherReviewer = await signedInStaff(app, 'second.reviewer@bank.example', 'reviewer');
  const approver = await signedInStaff(app, 'approver@bank.example', 'approver');
  const lastNames: Record<CaseKey, string> = {
    plain: 'Plain',
    referred: 'Alert',
    needsInfo: 'Missing',
    recommended: 'Liked',
    approved: 'Approved',
    declined: 'Declined',
    closed: 'Closed',
  };
  for (const [key, lastName] of Object.entries(lastNames) as [CaseKey, string][]) {
    const { applicationId } = await freshApplication(app, lastName);
    ids[key] = applicationId;
    const account = await accountOf(app, applicationId);
    emails[key] = account.email;
    names[key] = account.name;
  }
  const version = (key: CaseKey) => currentVersion(app, ids[key]);
  const target = async (key: CaseKey) => ({ applicationId: ids[key], expectedVersion: await version(key) });
  expect((await act(reviewer.browser, 'requestInformation', await target('needsInfo'))).errors).toBeUndefined();
  expect((await act(reviewer.browser, 'recommend', await target('recommended'))).errors).toBeUndefined();
  expect((await act(approver.browser, 'approve', await target('approved'))).errors).toBeUndefined();
  expect((await act(approver.browser, 'decline', await target('declined'))).errors).toBeUndefined();
  // Closing as incomplete is the deadline job's (information-request-deadline.int.test.ts); here only its result matters.
  await app.database.sql.executeSql(
    `update applications set status = 'closedIncomplete', closed_at = now() where id = $1`,
    [ids.closed],
  );
  const { rows } = await app.database.sql.executeSql(
    `insert into change_requests (user_id, codes) values ($1, '["name"]'::jsonb) returning id`,
    [(await accountOf(app, ids.plain)).id],
  );
  const changeRequestId = (rows as { id: number }[])[0]!.id;
  const submittedDay = app.clock.now().toISOString().slice(0, 10);
  return { testApp: app, reviewer, otherReviewer, approver, ids, emails, names, changeRequestId, submittedDay };
}
