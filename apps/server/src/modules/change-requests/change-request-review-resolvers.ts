import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
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

/**
 * The staff side of change requests (decision 036). Every operation first
 * checks for a staff session of any role, so a stranger or an applicant
 * learns nothing, not even which arguments are valid; deciding also needs an
 * approver or admin, checked by the decision itself.
 */
export function createChangeRequestReviewResolvers(deps: ChangeRequestsDeps): Resolvers {
  return {
    Query: {
      opsChangeRequests: async (_parent, args, context) => {
        await deps.requireStaff(context, changeRequestReadRoles);
        return opsChangeRequestPage(deps, parseChangeRequestQuery(args));
      },
      opsChangeRequest: async (_parent, { id }, context) => {
        const staff = await deps.requireStaff(context, changeRequestReadRoles);
        return opsChangeRequestView(deps, staff, id);
      },
    },
    Mutation: {
      opsApproveChangeRequest: async (_parent, { id }, context) => {
        const staff = await deps.requireStaff(context, changeRequestReadRoles);
        await decideChangeRequest(deps, staff, originOf(context), id, { outcome: 'approve' });
        return opsChangeRequestView(deps, staff, id);
      },
      opsDeclineChangeRequest: async (_parent, { id, reason }, context) => {
        const staff = await deps.requireStaff(context, changeRequestReadRoles);
        await decideChangeRequest(deps, staff, originOf(context), id, { outcome: 'decline', reason });
        return opsChangeRequestView(deps, staff, id);
      },
    },
  };
}
