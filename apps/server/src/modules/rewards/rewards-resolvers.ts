import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import type { RewardsDeps } from './rewards-deps.js';
import { myRewards, redeemCashBack } from './rewards-service.js';

/** The cardholder's cash back (rewards.graphql; decision 037). */
export function createRewardsResolvers(deps: RewardsDeps): Resolvers {
  return {
    Query: {
      myRewards: async (_parent, _args, context) => {
        const { userId } = await deps.requireUser(context);
        return myRewards(deps, userId);
      },
    },
    Mutation: {
      redeemCashBack: async (_parent, args, context) => {
        const { userId } = await deps.requireUser(context);
        return redeemCashBack(deps, userId, { requestId: args.requestId, amountCents: args.amountCents });
      },
    },
  };
}
