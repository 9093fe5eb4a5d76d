import type { StaffMember } from './staff-actions-test-kit.js';
import { getCall, graphqlCall, type Answer } from './staff-read-audit-kit.js';
import type { TestApp } from './test-app.js';

/**
 * Every GraphQL operation and every /api/v1/ops route, classified (decision
 * 069). The coverage test fails for one missing here, so a new operation
 * cannot slip in without someone deciding whether it reads personal data.
 */

/** What the test seeded: distinctive personal data, and the subjects it lives on. */
export interface World {
  app: TestApp;
  reviewer: StaffMember;
  approver: StaffMember;
  admin: StaffMember;
  /** A staff account the admin signs out everywhere. */
  spare: StaffMember;
  /** Applicant's last name and e-mail: personal data no "no personal data" answer may hold. */
  personalValues: string[];
  lastName: string;
  applicationId: number;
  /** An application the approver declines. */
  declinedId: number;
  changeRequestId: number;
  /** A second change request, which the approver declines. */
  otherChangeRequestId: number;
  proofFileId: number;
  /** Filled in as the calls go: the document and letter ids the application view lists. */
  documentUrl?: string;
  letterUrl?: string;
  noticeUrl?: string;
}

export type Classification =
  | { kind: 'not a staff operation' }
  | { kind: 'staff, no personal data'; call: (world: World) => Promise<Answer> }
  | {
      kind: 'staff, returns personal data';
      call: (world: World) => Promise<Answer>;
      subject: (world: World) => { type: string; id: string };
      /** A part the read must name. */
      part: (world: World) => string;
      /** Whether the answer is text that shows the seeded name (a PDF's or an image's bytes may not). */
      showsName: boolean;
    }
  | { kind: 'staff, personal data audited by its own event'; action: string; call: (world: World) => Promise<Answer> };

const version = async (world: World, applicationId: number) => {
  const { rows } = await world.app.database.sql.executeSql('select version from applications where id = $1', [
    applicationId,
  ]);
  return (rows as { version: number }[])[0]?.version ?? 0;
};

const gql =
  (
    who: (world: World) => StaffMember,
    query: string,
    variables: (world: World) => Record<string, unknown> = () => ({}),
  ) =>
  (world: World) =>
    graphqlCall(who(world).browser, query, variables(world));

const asReviewer = (world: World) => world.reviewer;
const asApprover = (world: World) => world.approver;
const asAdmin = (world: World) => world.admin;
const application = (world: World) => ({ type: 'application', id: String(world.applicationId) });
const changeRequest = (world: World) => ({ type: 'change_request', id: String(world.changeRequestId) });

export const applicationViewQuery = `query View($applicationId: Int!) {
  opsApplication(applicationId: $applicationId) {
    applicationId applicantName accountEmail ssnMasked answerGroups { title answers { field label value } }
    documents { id fileName downloadUrl } creditCheck { status score }
    informationRequest { letters { downloadUrl } }
  }
}`;
const changeRequestView = 'request { id status } applicantName applicantEmail currentName currentAddress files { id }';

const notStaff = { kind: 'not a staff operation' } as const;
const applicantOperations = [
  'Query.getApplicationCache',
  'Query.getApplication',
  'Query.getApplicationStatus',
  'Query.checkScore',
  'Mutation.applicationCacheSave',
  'Mutation.applicationSave',
  'Mutation.applicationSubmit',
  'Mutation.applicationUpdateStatusUser',
  'Mutation.calculateATPApproval',
  'Mutation.scheduleRelocationReminder',
  'Query.checkSession',
  'Query.login',
  'Query.checkToken',
  'Query.emailVerification',
  'Query.resendVerificationEmail',
  'Query.forgotPassword',
  'Mutation.register',
  'Mutation.resetPassword',
  'Mutation.logout',
  'Query.myApplicationProgress',
  'Query.employerVerifiedByPlaid',
  'Mutation.createPlaidLinkToken',
  'Mutation.saveUserPlaidInformation',
  'Mutation.savePlaidEventsData',
  'Query.myCard',
  'Mutation.activateCard',
  'Mutation.lockCard',
  'Mutation.unlockCard',
  'Query.getChangeRequest',
  'Query.getFiles',
  'Query.myChangeRequests',
  'Mutation.startChangeRequest',
  'Mutation.submitChangeRequest',
  'Mutation.cancelChangeRequest',
  'Mutation.sendContactMessage',
  'Query.getCreditCheck',
  'Mutation.prequalify',
  'Mutation.retryCreditCheck',
  'Query.myDecision',
  'Query.myNotices',
  'Query.getApplicationFiles',
  'Mutation.removeFile',
  'Mutation.sendWorkEmailConfirmation',
  'Query.featureFlags',
  'Query.wixTokenAuth',
  'Query.getIdentity',
  'Query.getIdentitySummary',
  'Mutation.submitAnswers',
  'Query.ipInsights',
  'Query.getReferrerUser',
  'Query.myInviteCode',
  'Query.myReferrals',
  'Query.myPromoCode',
  'Mutation.remindMeEmail',
  'Mutation.validatePreApprovedCode',
  'Query.myRewards',
  'Mutation.redeemCashBack',
  'Mutation.addCardholderSsn',
  'Query.serviceStatus',
  // The applicant's own account security: passkeys, sessions, e-mail change, phone, step-up.
  'Query.myPhone',
  'Mutation.startPhoneVerification',
  'Mutation.confirmPhoneVerification',
  'Query.myPasskeys',
  'Query.mySessions',
  'Query.pendingEmailChange',
  'Query.stepUpOptions',
  'Mutation.addPasskey',
  'Mutation.cancelEmailChange',
  'Mutation.completeStepUp',
  'Mutation.completeStepUpWithPasskey',
  'Mutation.confirmEmailChange',
  'Mutation.passkeyRegistrationOptions',
  'Mutation.passkeySignInOptions',
  'Mutation.passkeyStepUpOptions',
  'Mutation.removePasskey',
  'Mutation.renamePasskey',
  'Mutation.requestEmailChange',
  'Mutation.sendStepUpCode',
  'Mutation.setPasskeyAfterPassword',
  'Mutation.signInWithPasskey',
  'Mutation.signOutOtherSessions',
  'Mutation.signOutSession',
  'Mutation.undoEmailChange',
  // Signing in and enrolling: no staff session yet, and the answer is the staff member's own account.
  'Query.staffEnrolment',
  'Mutation.enrolStaff',
  'Mutation.staffSignIn',
  'Mutation.staffPasskeySignInOptions',
  'Mutation.staffPasskeySignIn',
];

/** In the order the test runs them: reads first, then the actions that move the seeded subjects on. */
export const classifications: Readonly<Record<string, Classification>> = {
  ...Object.fromEntries(applicantOperations.map((name) => [name, notStaff])),
  'Query.currentStaff': { kind: 'staff, no personal data', call: gql(asReviewer, '{ currentStaff { email role } }') },
  'Query.myStaffPasskeys': {
    kind: 'staff, no personal data',
    call: gql(asReviewer, '{ myStaffPasskeys { id name } }'),
  },
  'Query.myStaffSessions': {
    kind: 'staff, no personal data',
    call: gql(asReviewer, '{ myStaffSessions { id ip device } }'),
  },
  'Query.staffSessions': { kind: 'staff, no personal data', call: gql(asAdmin, '{ staffSessions { staffEmail ip } }') },
  'Mutation.staffPasskeyRegistrationOptions': {
    kind: 'staff, no personal data',
    call: gql(asReviewer, 'mutation { staffPasskeyRegistrationOptions }'),
  },
  // Refused (no ceremony, no such passkey): what is checked is that a refusal carries no applicant's data.
  'Mutation.addStaffPasskey': {
    kind: 'staff, no personal data',
    call: gql(asReviewer, 'mutation { addStaffPasskey(response: "{}", name: "Laptop") { id } }'),
  },
  'Mutation.renameStaffPasskey': {
    kind: 'staff, no personal data',
    call: gql(asReviewer, 'mutation { renameStaffPasskey(id: "0", name: "Laptop") { id } }'),
  },
  'Mutation.removeStaffPasskey': {
    kind: 'staff, no personal data',
    call: gql(asReviewer, 'mutation { removeStaffPasskey(id: "0") }'),
  },
  'Query.opsDailySummary': {
    kind: 'staff, no personal data',
    call: gql(asApprover, '{ opsDailySummary { day staff { email openClaims actionsTaken } } }'),
  },
  'Query.opsQueue': {
    kind: 'staff, returns personal data',
    call: gql(asReviewer, '{ opsQueue { items { applicationId applicantName } total } }'),
    subject: () => ({ type: 'case_list', id: 'ops_queue' }),
    part: (world) => `application:${world.applicationId}`,
    showsName: true,
  },
  'Query.opsCases': {
    kind: 'staff, returns personal data',
    call: gql(asReviewer, '{ opsCases { items { applicationId applicantName accountEmail } total } }'),
    subject: () => ({ type: 'case_list', id: 'ops_cases' }),
    part: (world) => `application:${world.applicationId}`,
    showsName: true,
  },
  'Query.opsApplication': {
    kind: 'staff, returns personal data',
    call: async (world) => {
      const answer = await graphqlCall(world.reviewer.browser, applicationViewQuery, {
        applicationId: world.applicationId,
      });
      const view = (JSON.parse(answer.body) as { data?: { opsApplication?: { documents: { downloadUrl: string }[] } } })
        .data?.opsApplication;
      world.documentUrl = view?.documents[0]?.downloadUrl;
      return answer;
    },
    subject: application,
    part: () => 'answers',
    showsName: true,
  },
  'GET /api/v1/ops/applications/:applicationId/files/:fileId': {
    kind: 'staff, returns personal data',
    call: (world) => getCall(world.reviewer.browser, world.documentUrl ?? 'no document listed'),
    subject: application,
    part: (world) => `document:${world.documentUrl?.split('/').pop() ?? ''}`,
    showsName: false,
  },
  'Mutation.opsRevealSsn': {
    kind: 'staff, personal data audited by its own event',
    action: 'application.ssn_reveal',
    call: gql(asReviewer, 'mutation R($id: Int!) { opsRevealSsn(applicationId: $id) }', (world) => ({
      id: world.applicationId,
    })),
  },
  'Mutation.opsClaimCase': {
    kind: 'staff, no personal data',
    call: gql(
      asReviewer,
      'mutation C($id: Int!) { opsClaimCase(applicationId: $id) { applicationId assignee { email } } }',
      (world) => ({
        id: world.applicationId,
      }),
    ),
  },
  'Mutation.opsReleaseCase': {
    kind: 'staff, no personal data',
    call: gql(
      asReviewer,
      'mutation C($id: Int!) { opsReleaseCase(applicationId: $id) { applicationId } }',
      (world) => ({
        id: world.applicationId,
      }),
    ),
  },
  'Mutation.opsRequestInformation': {
    kind: 'staff, no personal data',
    call: async (world) =>
      graphqlCall(
        world.reviewer.browser,
        `mutation I($id: Int!, $v: Int!) {
          opsRequestInformation(applicationId: $id, expectedVersion: $v, codes: ["proofOfIncome"]) { applicationId version status }
        }`,
        { id: world.applicationId, v: await version(world, world.applicationId) },
      ),
  },
  'GET /api/v1/ops/applications/:applicationId/letters/:file': {
    kind: 'staff, returns personal data',
    call: async (world) => {
      const view = await graphqlCall(world.reviewer.browser, applicationViewQuery, {
        applicationId: world.applicationId,
      });
      const urls = /"downloadUrl":"([^"]*\/letters\/[^"]*)"/.exec(view.body);
      world.letterUrl = urls?.[1];
      return getCall(world.reviewer.browser, world.letterUrl ?? 'no letter listed');
    },
    subject: application,
    part: (world) => `letter:${(world.letterUrl?.split('/').pop() ?? '').replace('.pdf', '')}`,
    showsName: false,
  },
  'Mutation.opsRecommend': {
    kind: 'staff, no personal data',
    call: async (world) =>
      graphqlCall(
        world.reviewer.browser,
        `mutation R($id: Int!, $v: Int!) {
          opsRecommend(applicationId: $id, expectedVersion: $v, outcome: "approve", creditLimit: 2000) { applicationId version status }
        }`,
        { id: world.applicationId, v: await version(world, world.applicationId) },
      ),
  },
  'Mutation.opsApprove': {
    kind: 'staff, no personal data',
    call: async (world) =>
      graphqlCall(
        world.approver.browser,
        `mutation A($id: Int!, $v: Int!) {
          opsApprove(applicationId: $id, expectedVersion: $v, creditLimit: 2500) { applicationId version status }
        }`,
        { id: world.applicationId, v: await version(world, world.applicationId) },
      ),
  },
  'Mutation.opsDecline': {
    kind: 'staff, no personal data',
    call: async (world) =>
      graphqlCall(
        world.approver.browser,
        `mutation D($id: Int!, $v: Int!) {
          opsDecline(applicationId: $id, expectedVersion: $v, reasonCodes: ["delinquentObligations"]) { applicationId version status }
        }`,
        { id: world.declinedId, v: await version(world, world.declinedId) },
      ),
  },
  'GET /api/v1/ops/applications/:applicationId/notices/:file': {
    kind: 'staff, returns personal data',
    call: async (world) => {
      await world.app.jobs.drain();
      const { rows } = await world.app.database.sql.executeSql(
        'select id from decision_notices where application_id = $1 and pdf_sha256 is not null',
        [world.applicationId],
      );
      const noticeId = (rows as { id: string }[])[0]?.id ?? 'none';
      world.noticeUrl = `/api/v1/ops/applications/${world.applicationId}/notices/${noticeId}.pdf`;
      return getCall(world.reviewer.browser, world.noticeUrl);
    },
    subject: application,
    part: (world) => `notice:${(world.noticeUrl?.split('/').pop() ?? '').replace('.pdf', '')}`,
    showsName: false,
  },
  'Query.opsChangeRequests': {
    kind: 'staff, returns personal data',
    call: gql(asReviewer, '{ opsChangeRequests { items { id applicantName } total } }'),
    subject: () => ({ type: 'case_list', id: 'ops_change_requests' }),
    part: (world) => `change_request:${world.changeRequestId}`,
    showsName: true,
  },
  'Query.opsChangeRequest': {
    kind: 'staff, returns personal data',
    call: gql(asReviewer, `query V($id: Int!) { opsChangeRequest(id: $id) { ${changeRequestView} } }`, (world) => ({
      id: world.changeRequestId,
    })),
    subject: changeRequest,
    part: () => 'currentAddress',
    showsName: true,
  },
  'GET /api/v1/ops/change-request-files/:fileId': {
    kind: 'staff, returns personal data',
    call: (world) => getCall(world.reviewer.browser, `/api/v1/ops/change-request-files/${world.proofFileId}`),
    subject: changeRequest,
    part: (world) => `document:${world.proofFileId}`,
    showsName: false,
  },
  'Mutation.opsApproveChangeRequest': {
    kind: 'staff, returns personal data',
    call: gql(
      asApprover,
      `mutation A($id: Int!) { opsApproveChangeRequest(id: $id) { ${changeRequestView} } }`,
      (world) => ({
        id: world.changeRequestId,
      }),
    ),
    subject: changeRequest,
    part: () => 'applicantName',
    showsName: true,
  },
  'Mutation.opsDeclineChangeRequest': {
    kind: 'staff, returns personal data',
    call: gql(
      asApprover,
      `mutation D($id: Int!) { opsDeclineChangeRequest(id: $id, reason: "The proof does not show the address.") { ${changeRequestView} } }`,
      (world) => ({ id: world.otherChangeRequestId }),
    ),
    subject: (world) => ({ type: 'change_request', id: String(world.otherChangeRequestId) }),
    part: () => 'applicantName',
    showsName: true,
  },
  'Query.auditEvents': {
    kind: 'staff, personal data audited by its own event',
    action: 'audit_log.search',
    call: gql(asApprover, '{ auditEvents { events { action subjectId before after } } }'),
  },
  'GET /api/v1/ops/audit.csv': {
    kind: 'staff, personal data audited by its own event',
    action: 'audit_log.export',
    call: (world) => getCall(world.approver.browser, '/api/v1/ops/audit.csv'),
  },
  'Mutation.staffSignOutOtherSessions': {
    kind: 'staff, no personal data',
    call: gql(asReviewer, 'mutation { staffSignOutOtherSessions }'),
  },
  'Mutation.staffSignOutEverywhere': {
    kind: 'staff, no personal data',
    call: gql(asAdmin, 'mutation S($id: ID!) { staffSignOutEverywhere(staffId: $id) }', (world) => ({
      id: world.spare.staffId,
    })),
  },
  'Mutation.staffSignOut': { kind: 'staff, no personal data', call: gql(asAdmin, 'mutation { staffSignOut }') },
};
