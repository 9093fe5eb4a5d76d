import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import type { ReferralsDeps } from './referrals-deps.js';
import {
  getReferrerUser,
  myInviteCode,
  myPromoCode,
  myReferrals,
  validatePreApprovedCode,
} from './referrals-service.js';
import { remindMeEmail } from './remind-me-service.js';

export function createReferralsResolvers(deps: ReferralsDeps): Resolvers {
  return {
    Query: {
      getReferrerUser: (_parent, args, context) => getReferrerUser(deps, args.inviteCode, context.request.ip),
      myInviteCode: async (_parent, _args, context) => myInviteCode(deps, await deps.requireMember(context)),
      myReferrals: async (_parent, _args, context) => myReferrals(deps, await deps.requireMember(context)),
      myPromoCode: async (_parent, _args, context) => myPromoCode(await deps.requireMember(context)),
    },
    Mutation: {
      remindMeEmail: (_parent, args, context) => remindMeEmail(deps, args, context.request.ip),
      validatePreApprovedCode: (_parent, args, context) =>
        validatePreApprovedCode(deps, args.inviteCode, context.request.ip),
    },
  };
}
