import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import type { KbaDeps } from './kba-deps.js';
import { getIdentity, identitySummary, submitAnswers } from './kba-service.js';

/** product-rules#identity-operations identity check: each operation for the signed-in caller's own application. */
export function createKbaResolvers(deps: KbaDeps): Resolvers {
  return {
    Query: {
      getIdentity: async (_parent, _args, context) => getIdentity(deps, await deps.requireUserId(context)),
      getIdentitySummary: async (_parent, _args, context) => identitySummary(deps, await deps.requireUserId(context)),
    },
    Mutation: {
      submitAnswers: async (_parent, args, context) => submitAnswers(deps, await deps.requireUserId(context), args),
    },
  };
}
