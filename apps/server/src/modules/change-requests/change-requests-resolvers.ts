import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import { changeRequestErrors } from './change-request-errors.js';
import {
  assertOwnUuid,
  cancelChangeRequest,
  changeRequestFiles,
  changeRequestOverview,
  myChangeRequests,
  needsStepUp,
  startChangeRequest,
  submissionNeedsStepUp,
  submitChangeRequest,
} from './change-request-service.js';
import type { ChangeRequestsDeps } from './change-requests-deps.js';

/** A database id, or NOT_FOUND: a negative or huge id is as missing as an unknown one. */
function requestId(value: number): number {
  if (!Number.isInteger(value) || value < 1 || value > 2_147_483_647) throw changeRequestErrors.notFound();
  return value;
}

/** The applicant's operations (product-rules#change-request-operations). */
export function createChangeRequestsResolvers(deps: ChangeRequestsDeps): Resolvers {
  return {
    Query: {
      getChangeRequest: async (_parent, args, context) => {
        const { userId } = await deps.requireUser(context);
        assertOwnUuid(userId, args.uuid);
        return changeRequestOverview(deps, userId);
      },
      getFiles: async (_parent, args, context) => {
        const { userId } = await deps.requireUser(context);
        assertOwnUuid(userId, args.uuid);
        return changeRequestFiles(deps, userId, requestId(args.changeRequestId));
      },
      myChangeRequests: async (_parent, _args, context) => {
        const { userId } = await deps.requireUser(context);
        return myChangeRequests(deps, userId);
      },
    },
    Mutation: {
      startChangeRequest: async (_parent, args, context) => {
        const { userId } = await deps.requireUser(context);
        // product-rules#step-up: a new name or address is where an account takeover would send the card.
        if (args.codes.some(needsStepUp)) await deps.stepUp.requireRecent(context);
        return startChangeRequest(deps, userId, args.codes);
      },
      submitChangeRequest: async (_parent, args, context) => {
        const { userId } = await deps.requireUser(context);
        // The values arrive here: the proof must be recent at submission too, not only when the request was opened.
        if (await submissionNeedsStepUp(deps, userId, requestId(args.id))) await deps.stepUp.requireRecent(context);
        return submitChangeRequest(deps, userId, requestId(args.id), args.data);
      },
      cancelChangeRequest: async (_parent, args, context) => {
        const { userId } = await deps.requireUser(context);
        return cancelChangeRequest(deps, userId, requestId(args.id));
      },
    },
  };
}
