import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import type { AccountSecurityDeps } from './account-security-deps.js';
import {
  cancelEmailChange,
  confirmEmailChange,
  pendingEmailChange,
  requestEmailChange,
  undoEmailChange,
  type PendingEmailChange,
} from './email-change-service.js';

const asGraphql = (change: PendingEmailChange) => ({
  newEmail: change.newEmail,
  requestedAt: change.requestedAt.toISOString(),
  linkExpiresAt: change.linkExpiresAt.toISOString(),
});

/** The e-mail change's operations (decision 075). */
export function createEmailChangeResolvers(deps: AccountSecurityDeps): Resolvers {
  return {
    Query: {
      pendingEmailChange: async (_parent, _args, context) => {
        const pending = await pendingEmailChange(deps, context);
        return pending ? asGraphql(pending) : null;
      },
    },
    Mutation: {
      requestEmailChange: async (_parent, args, context) =>
        asGraphql(await requestEmailChange(deps, context, args.newEmail)),
      cancelEmailChange: (_parent, _args, context) => cancelEmailChange(deps, context),
      confirmEmailChange: (_parent, args, context) => confirmEmailChange(deps, context, args.hash),
      undoEmailChange: (_parent, args, context) => undoEmailChange(deps, context, args.hash),
    },
  };
}
