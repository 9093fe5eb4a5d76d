import type { BureauAnswer } from '@waypoint/domain/credit-report/credit-report';
import type { StaffAction } from '@waypoint/domain/decisions/staff-action-rules';
import type { StaffRole } from '@waypoint/domain/staff/staff-access';
import type { CreditBureauProvider } from '../modules/credit-report/credit-bureau-provider.js';
import { primeFile, submitMutation, testBureau } from '../modules/credit-report/credit-report-test-kit.js';
import { addStaffAccount, enrolStaffAccount, StaffBrowser } from '../modules/staff/staff-test-kit.js';
import type { GraphqlResponse, TestBrowser } from './graphql-client.js';
import { applicantReadyToSubmit } from './submit-walk.js';
import type { TestApp } from './test-app.js';

/**
 * Shared setup for the underwriting tests (decisions, notices, the back
 * office and its staff actions, decision 032): staff signed in with TOTP,
 * submitted applications whose automatic decision is made, the actions'
 * documents, and a count of everything an action writes, to prove a refused
 * one wrote nothing.
 */

/** A file the policy declines on (delinquentObligations), for applicants whose last name starts with "Declined". */
export const delinquentFile: Extract<BureauAnswer, { outcome: 'fileFound' }> = {
  ...primeFile,
  file: { ...primeFile.file, delinquencies: 2 },
};

/** The bureau answers by the subject's last name: "Declined…" has a delinquent file, anyone else the prime one. */
export function bureauByLastName(): CreditBureauProvider {
  return {
    bureau: testBureau,
    inquire: async (inquiry) => (inquiry.subject.lastName.startsWith('Declined') ? delinquentFile : primeFile),
  };
}

export interface StaffMember {
  browser: StaffBrowser;
  email: string;
  role: StaffRole;
  staffId: string;
}

/** A staff account added by the CLI, enrolled with its TOTP code and signed in. */
export async function signedInStaff(app: TestApp, email: string, role: StaffRole): Promise<StaffMember> {
  const browser = new StaffBrowser(app.app);
  const { enrolled } = await enrolStaffAccount(app, browser, await addStaffAccount(app, email, role));
  if (enrolled.errors) throw new Error(`enrolment refused: ${JSON.stringify(enrolled.errors)}`);
  const { rows } = await app.database.sql.executeSql('select id from staff_accounts where email = $1', [email]);
  const staffId = (rows as { id: string }[])[0]?.id;
  if (!staffId) throw new Error(`no staff account ${email}`);
  return { browser, email, role, staffId };
}

export interface SubmittedApplication {
  applicant: TestBrowser;
  applicationId: number;
}

/**
 * A walked-through applicant submits; the jobs then run (unless told not to),
 * so the credit report and the policy's decision are in.
 */
export async function submittedApplication(
  app: TestApp,
  lastName: string,
  options: { runJobs?: boolean } = {},
): Promise<SubmittedApplication> {
  const applicant = await applicantReadyToSubmit(app, lastName);
  const submitted = await applicant.query(submitMutation);
  if (submitted.errors) throw new Error(`submit refused: ${JSON.stringify(submitted.errors)}`);
  const cache = await applicant.query<{ getApplicationCache: { id: number } }>(`{ getApplicationCache { id } }`);
  const applicationId = cache.data?.getApplicationCache.id;
  if (!applicationId) throw new Error('no application id after submit');
  if (options.runJobs !== false) await app.jobs.drain();
  return { applicant, applicationId };
}

const result = 'applicationId version status';

export const staffActionMutations: Readonly<Record<StaffAction, string>> = {
  requestInformation: `mutation RequestInformation($applicationId: Int!, $expectedVersion: Int!, $codes: [String!]!, $note: String) {
    opsRequestInformation(applicationId: $applicationId, expectedVersion: $expectedVersion, codes: $codes, note: $note) { ${result} }
  }`,
  recommend: `mutation Recommend($applicationId: Int!, $expectedVersion: Int!, $outcome: String!, $creditLimit: Int, $reasonCodes: [String!], $note: String) {
    opsRecommend(applicationId: $applicationId, expectedVersion: $expectedVersion, outcome: $outcome,
      creditLimit: $creditLimit, reasonCodes: $reasonCodes, note: $note) { ${result} }
  }`,
  approve: `mutation Approve($applicationId: Int!, $expectedVersion: Int!, $creditLimit: Int!, $note: String) {
    opsApprove(applicationId: $applicationId, expectedVersion: $expectedVersion, creditLimit: $creditLimit, note: $note) { ${result} }
  }`,
  decline: `mutation Decline($applicationId: Int!, $expectedVersion: Int!, $reasonCodes: [String!]!, $note: String) {
    opsDecline(applicationId: $applicationId, expectedVersion: $expectedVersion, reasonCodes: $reasonCodes, note: $note) { ${result} }
  }`,
};

const mutationField: Readonly<Record<StaffAction, string>> = {
  requestInformation: 'opsRequestInformation',
  recommend: 'opsRecommend',
  approve: 'opsApprove',
  decline: 'opsDecline',
};

/** Arguments each action accepts, besides the application and its version. */
export const validActionArgs: Readonly<Record<StaffAction, Record<string, unknown>>> = {
  requestInformation: { codes: ['proofOfIncome'] },
  recommend: { outcome: 'approve', creditLimit: 2000 },
  approve: { creditLimit: 2500 },
  // A reason the "Declined…" applicants' delinquent file supports: a staff decline gives only those (product-rules#notices).
  decline: { reasonCodes: ['delinquentObligations'] },
};

export interface ActionResult {
  applicationId: number;
  version: number;
  status: string;
}

/** One staff action through GraphQL; the answer's payload under a single name whichever action it was. */
export async function act(
  staff: TestBrowser,
  action: StaffAction,
  target: { applicationId: number; expectedVersion: number },
  args: Record<string, unknown> = validActionArgs[action],
): Promise<GraphqlResponse<ActionResult>> {
  const answer = await staff.query<Record<string, ActionResult>>(staffActionMutations[action], { ...target, ...args });
  const payload = answer.data?.[mutationField[action]] ?? null;
  return { ...answer, data: payload };
}

let applicantsMade = 0;

/**
 * The count in letters (1 a, 26 z, 27 aa), as names take no digits: short however many a file
 * makes, where a growing run of one letter passed the 60 characters a name may have.
 */
export function countInLetters(count: number): string {
  let letters = '';
  for (let rest = count; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(97 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}

/** A fresh submitted application (its last name unique in the app), with the version a staff view would send. */
export async function freshApplication(app: TestApp, lastName: string, options: { runJobs?: boolean } = {}) {
  applicantsMade += 1;
  // The hyphen keeps the count apart from the name: no two names and counts make the same last name.
  const submitted = await submittedApplication(app, `${lastName}-${countInLetters(applicantsMade)}`, options);
  return { ...submitted, expectedVersion: await currentVersion(app, submitted.applicationId) };
}

/** The application's version and status as stored. */
export async function applicationRow(app: TestApp, applicationId: number) {
  const { rows } = await app.database.sql.executeSql(
    'select version, status, closed_at as "closedAt" from applications where id = $1',
    [applicationId],
  );
  const row = (rows as { version: number; status: string; closedAt: unknown }[])[0];
  if (!row) throw new Error(`no application ${applicationId}`);
  return row;
}

/** The version the staff view shows now, as a staff member's page would send it back. */
export async function currentVersion(app: TestApp, applicationId: number): Promise<number> {
  return (await applicationRow(app, applicationId)).version;
}

const countOf = async (app: TestApp, sql: string, params: unknown[]) => {
  const { rows } = await app.database.sql.executeSql(sql, params);
  return Number((rows as { n: number | string }[])[0]?.n ?? 0);
};

/**
 * Everything a staff action on the application could write: its version and
 * status, decisions, notices, recommendations, requests, audit events about
 * it, and every outbox message (mail to anyone). Equal before and after means
 * nothing was written.
 */
export async function footprint(app: TestApp, applicationId: number) {
  const { version, status } = await applicationRow(app, applicationId);
  const byApplication = (table: string) =>
    countOf(app, `select count(*) as n from ${table} where application_id = $1`, [applicationId]);
  return {
    version,
    status,
    decisions: await byApplication('application_decisions'),
    notices: await byApplication('decision_notices'),
    recommendations: await byApplication('staff_recommendations'),
    informationRequests: await byApplication('information_requests'),
    // What the action itself wrote: a refusal's event and staff reads are recorded apart from it (decision 069).
    auditEvents: await countOf(
      app,
      `select count(*) as n from audit_events where subject_type = 'application' and subject_id = $1
       and action not like '%.action_refused' and action not like '%.personal_data_read'`,
      [String(applicationId)],
    ),
    mails: await countOf(app, 'select count(*) as n from outbox_messages', []),
  };
}

export interface AuditRow {
  actorType: string;
  actorId: string;
  actorEmail: string | null;
  action: string;
  ip: string | null;
  requestId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** The audit events about an application, oldest first. */
export async function auditEventsOf(app: TestApp, applicationId: number): Promise<AuditRow[]> {
  const { rows } = await app.database.sql.executeSql(
    `select actor_type as "actorType", actor_id as "actorId", actor_email as "actorEmail", action, ip,
       request_id as "requestId", before, after
     from audit_events where subject_type = 'application' and subject_id = $1 order by id`,
    [String(applicationId)],
  );
  return rows as AuditRow[];
}

export const staffWorkQuery = `query StaffWork($applicationId: Int!) {
  opsApplication(applicationId: $applicationId) {
    applicationId version status
    decisions { outcome source actor creditLimit reasons trigger }
    recommendations { outcome creditLimit reasonDetails { code } note staffEmail }
    informationRequest { items { code text } note staffEmail requestedAt deadline outstandingCodes }
    allowedActions finalActionRefusal
  }
}`;

export const progressQuery = `{
  myApplicationProgress {
    applicationId stage submittedAt canApplyAgainFrom
    informationRequest { deadline requestedAt items { code reason uploadTypes received } }
  }
}`;

export const myDecisionQuery = `{
  myDecision { outcome creditLimit aprPercent reasons notices { id kind downloadUrl sentAt } }
}`;

const rowsOf = async <T>(app: TestApp, sql: string, params: unknown[]) =>
  (await app.database.sql.executeSql(sql, params)).rows as T[];

/** Outbox messages of one kind to one address. */
export const mailsOf = (app: TestApp, kind: string, to: string) =>
  rowsOf<{ subject: string; text: string; html: string }>(
    app,
    'select subject, text, html from outbox_messages where kind = $1 and to_address = $2',
    [kind, to],
  );

/** An application's decisions made by staff (not the policy), in order. */
export const staffDecisionsOf = (app: TestApp, applicationId: number) =>
  rowsOf<{
    id: string;
    outcome: string;
    reasons: string[];
    creditLimit: number | null;
    aprBps: number | null;
    decidedBy: string;
    trigger: string;
  }>(
    app,
    `select id, outcome, reasons, credit_limit as "creditLimit", apr_bps as "aprBps", decided_by as "decidedBy", trigger
     from application_decisions where application_id = $1 and decided_by <> 'policy' order by sequence`,
    [applicationId],
  );

export const noticesOf = (app: TestApp, applicationId: number) =>
  rowsOf<{ kind: string | null; status: string; pdf: Uint8Array | null }>(
    app,
    'select kind, status, pdf from decision_notices where application_id = $1',
    [applicationId],
  );

export interface Progress {
  applicationId: number;
  stage: string;
  canApplyAgainFrom: string | null;
  informationRequest: {
    deadline: string;
    items: { code: string; reason: string; uploadTypes: string[]; received: boolean }[];
  } | null;
}

/** myApplicationProgress as the applicant's browser asks it; throws on an error. */
export async function progressOf(browser: TestBrowser): Promise<Progress | null> {
  const answer = await browser.query<{ myApplicationProgress: Progress | null }>(progressQuery);
  if (answer.errors) throw new Error(`myApplicationProgress refused: ${JSON.stringify(answer.errors)}`);
  return answer.data?.myApplicationProgress ?? null;
}
