import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import { closeCardAccount, myCard, myCardClosingPreview } from './card-account-closing.js';
import { replaceCard } from './card-replacement.js';
import { activateCard, lockCard, unlockCard } from './card-service.js';
import type { CardsDeps } from './cards-deps.js';
import { myScraRateCap } from './scra-rate-cap-view.js';

/** The card's operations (cards.graphql; decision 037). */
export function createCardsResolvers(deps: CardsDeps): Resolvers {
  return {
    Query: {
      myCard: async (_parent, _args, context) => {
        const { userId } = await deps.requireUser(context);
        return myCard(deps, userId);
      },
      myScraRateCap: async (_parent, _args, context) => {
        const { userId } = await deps.requireUser(context);
        return myScraRateCap(deps.db, userId);
      },
      myCardClosingPreview: async (_parent, _args, context) => {
        const { userId } = await deps.requireUser(context);
        return myCardClosingPreview(deps, userId);
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
      replaceCard: async (_parent, args, context) => {
        const { userId } = await deps.requireUser(context);
        return replaceCard(deps, userId, context, { cardId: args.cardId, reason: args.reason });
      },
      closeCardAccount: async (_parent, args, context) => {
        const { userId } = await deps.requireUser(context);
        return closeCardAccount(deps, userId, context, {
          confirm: args.confirm,
          cashBackBankAccountId: args.cashBackBankAccountId,
        });
      },
    },
  };
}
