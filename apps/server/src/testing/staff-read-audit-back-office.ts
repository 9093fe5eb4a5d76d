import { getCall, graphqlCall } from './staff-read-audit-kit.js';
import { asApprover, asReviewer, gql, version, type Classification, type World } from './staff-read-audit-rows.js';

/** The back office's case work (decision 069): the lists, the application view, its files, and the decisions. */

const application = (world: World) => ({ type: 'application', id: String(world.applicationId) });

export const applicationViewQuery = `query View($applicationId: Int!) {
  opsApplication(applicationId: $applicationId) {
    applicationId applicantName accountEmail ssnMasked answerGroups { title answers { field label value } }
    documents { id fileName downloadUrl } creditCheck { status score }
    informationRequest { letters { downloadUrl } }
  }
}`;

/** Reads first, then the actions that move the seeded applications on. */
export const backOfficeOperations: Readonly<Record<string, Classification>> = {
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
};

/** The audit log's search and export each write their own event, which names what was read. */
export const auditLogOperations: Readonly<Record<string, Classification>> = {
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
};
