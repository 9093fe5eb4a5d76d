import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import { activateCard, lockCard, myCard, unlockCard } from './card-service.js';
import type { CardsDeps } from './cards-deps.js';

/** The card's operations (cards.graphql; decision 037). */
export function createCardsResolvers(deps: CardsDeps): Resolvers {
  return {
    Query: {
      myCard: async (_parent, _args, context) => {
        const { userId } = await deps.requireUser(context);
        return myCard(deps, userId);
      },
    },
    Mutation: {
      activateCard: async (_parent, args, context) => {
        const { userId } = await deps.requireUser(context);
        return activateCard(deps, userId, context, { lastFour: args.lastFour, expiry: args.expiry });
      },
      lockCard: async (_parent, _args, context) => {
        const { userId } = await deps.requireUser(context);
        return lockCard(deps, userId);
      },
      unlockCard: async (_parent, _args, context) => {
        const { userId } = await deps.requireUser(context);
        return unlockCard(deps, userId, context);
      },
    },
  };
}
