import type { GraphQLResolveInfo } from 'graphql';
import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import type { GraphqlContext } from '../../graphql/graphql-context.js';
import { notePersonalDataRead } from '../../platform/audit/personal-data-reads.js';
import { selectedPersonalParts } from '../../platform/audit/selected-parts.js';
import { decideChangeRequest, type DecisionOrigin } from './change-request-decisions.js';
import {
  changeRequestReadRoles,
  opsChangeRequestPage,
  opsChangeRequestView,
  parseChangeRequestQuery,
} from './change-request-review.js';
import type { ChangeRequestsDeps } from './change-requests-deps.js';

const originOf = (context: { request: { ip: string; id: string } }): DecisionOrigin => ({
  ip: context.request.ip,
  requestId: context.request.id,
});

// The view's fields that carry the applicant's personal data (decision 069): the request holds the new name,
// address or service dates, the files are its proof, the rate cap holds the service and account dates
// and the APR (decision 088).
const viewPersonalFields = [
  'request',
  'applicantName',
  'applicantEmail',
  'currentName',
  'currentAddress',
  'currentScraBenefitSince',
  'scraRateCap',
  'files',
];

/** Notes the staff member's read of one request's personal data, as the answer selected it. */
function noteViewRead(
  context: GraphqlContext,
  info: GraphQLResolveInfo,
  staff: { staffId: string; email: string },
  id: number,
): void {
  const parts = selectedPersonalParts(info, viewPersonalFields);
  if (parts.length > 0) notePersonalDataRead(context.request, staff, { type: 'change_request', id: String(id) }, parts);
}

/**
 * The staff side of change requests (decision 036). Every operation first
 * checks for a staff session of any role, so a stranger or an applicant
 * learns nothing, not even which arguments are valid; deciding also needs an
 * approver or admin, checked by the decision itself.
 */
export function createChangeRequestReviewResolvers(deps: ChangeRequestsDeps): Resolvers {
  return {
    Query: {
      opsChangeRequests: async (_parent, args, context, info) => {
        const staff = await deps.requireStaff(context, changeRequestReadRoles);
        const page = await opsChangeRequestPage(deps, parseChangeRequestQuery(args));
        // The list's names are one read of the list, naming each request on it (decision 069).
        const names = selectedPersonalParts(info, ['applicantName'], ['items']);
        if (names.length > 0 && page.items.length > 0) {
          notePersonalDataRead(context.request, staff, { type: 'case_list', id: 'ops_change_requests' }, [
            ...names,
            ...page.items.map((item) => `change_request:${item.id}`),
          ]);
        }
        return page;
      },
      opsChangeRequest: async (_parent, { id }, context, info) => {
        const staff = await deps.requireStaff(context, changeRequestReadRoles);
        const view = await opsChangeRequestView(deps, staff, id);
        noteViewRead(context, info, staff, id);
        return view;
      },
    },
    Mutation: {
      opsApproveChangeRequest: async (_parent, { id }, context, info) => {
        const staff = await deps.requireStaff(context, changeRequestReadRoles);
        await decideChangeRequest(deps, staff, originOf(context), id, { outcome: 'approve' });
        const view = await opsChangeRequestView(deps, staff, id);
        noteViewRead(context, info, staff, id);
        return view;
      },
      opsDeclineChangeRequest: async (_parent, { id, reason }, context, info) => {
        const staff = await deps.requireStaff(context, changeRequestReadRoles);
        await decideChangeRequest(deps, staff, originOf(context), id, { outcome: 'decline', reason });
        const view = await opsChangeRequestView(deps, staff, id);
        noteViewRead(context, info, staff, id);
        return view;
      },
    },
  };
}
