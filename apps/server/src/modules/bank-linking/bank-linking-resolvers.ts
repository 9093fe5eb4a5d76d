import { sessionTransport } from '@waypoint/domain/auth/account-states';
import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import type { BankLinkingDeps } from './bank-linking-deps.js';
import {
  createLinkToken,
  employerVerifiedByPlaid,
  savePlaidEvent,
  saveUserPlaidInformation,
} from './bank-linking-service.js';

export function createBankLinkingResolvers(deps: BankLinkingDeps): Resolvers {
  return {
    Query: {
      employerVerifiedByPlaid: async (_parent, args, context) => {
        const { userId } = await deps.requireUser(context);
        return employerVerifiedByPlaid(deps, userId, args.applicationId);
      },
    },
    Mutation: {
      createPlaidLinkToken: async (_parent, args, context) => {
        const { userId } = await deps.requireUser(context);
        // The visit's session id keys the split, as the browser's flag client does (product-rules#feature-flags).
        const visit = context.request.cookies[sessionTransport.sessionIdCookie] ?? null;
        return createLinkToken(deps, userId, args.applicationId, visit);
      },
      saveUserPlaidInformation: async (_parent, args, context) => {
        const { userId } = await deps.requireUser(context);
        return saveUserPlaidInformation(deps, userId, args.applicationId, args.publicToken);
      },
      savePlaidEventsData: async (_parent, args, context) => {
        const { userId } = await deps.requireUser(context);
        const { applicationId, ...input } = args;
        return savePlaidEvent(deps, userId, applicationId, input);
      },
    },
  };
}
