import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import { redeemCashBack } from './cash-back-redemption.js';
import type { RewardsDeps } from './rewards-deps.js';
import { myRewards } from './rewards-service.js';
import { myCardBalance, myStatement, myStatements, myTransactions } from './statements-service.js';

/** The cardholder's cash back (rewards.graphql; decision 037), statements and transactions (statements.graphql; 082). */
export function createRewardsResolvers(deps: RewardsDeps): Resolvers {
  return {
    Query: {
      myRewards: async (_parent, _args, context) => {
        const { userId } = await deps.requireUser(context);
        return myRewards(deps, userId);
      },
      myCardBalance: async (_parent, _args, context) => {
        const { userId } = await deps.requireUser(context);
        return myCardBalance(deps, userId);
      },
      myStatements: async (_parent, _args, context) => {
        const { userId } = await deps.requireUser(context);
        return myStatements(deps, userId);
      },
      myStatement: async (_parent, args, context) => {
        const { userId } = await deps.requireUser(context);
        return myStatement(deps, userId, args.id);
      },
      myTransactions: async (_parent, args, context) => {
        const { userId } = await deps.requireUser(context);
        return myTransactions(deps, userId, args);
      },
    },
    Mutation: {
      redeemCashBack: async (_parent, args, context) => {
        const { userId } = await deps.requireUser(context);
        return redeemCashBack(deps, context, userId, {
          requestId: args.requestId,
          amountCents: args.amountCents,
          destination: args.destination,
          bankAccountId: args.bankAccountId,
        });
      },
    },
  };
}
