import { getCall } from './staff-read-audit-kit.js';
import { asApprover, asReviewer, gql, type Classification, type World } from './staff-read-audit-rows.js';

/** Change requests in the back office (decision 069): the list, one request, its proof, and the decisions. */

const changeRequest = (world: World) => ({ type: 'change_request', id: String(world.changeRequestId) });
const changeRequestView =
  'request { id status } applicantName applicantEmail currentName currentAddress scraRateCap { debtPredatesService } files { id }';

export const changeRequestOperations: Readonly<Record<string, Classification>> = {
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
};
