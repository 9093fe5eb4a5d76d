import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import {
  myAutopay,
  myCardNoticePreferences,
  setAutopay,
  setCardNoticePreference,
  turnOffAutopay,
} from './autopay-service.js';
import type { CardPaymentsDeps } from './card-payments-deps.js';

/** Autopay and the card notices' choices (card-payments.graphql; decision 081). */
export function createAutopayResolvers(deps: CardPaymentsDeps): Resolvers {
  return {
    Query: {
      myAutopay: async (_parent, _args, context) => {
        const { userId } = await deps.requireUser(context);
        return myAutopay(deps, userId);
      },
      myCardNoticePreferences: async (_parent, _args, context) => {
        const { userId } = await deps.requireUser(context);
        return myCardNoticePreferences(deps, userId);
      },
    },
    Mutation: {
      setAutopay: async (_parent, args, context) => {
        const { userId } = await deps.requireUser(context);
        return setAutopay(deps, userId, {
          bankAccountId: args.bankAccountId,
          amountChoice: args.amountChoice,
          fixedAmountCents: args.fixedAmountCents ?? null,
        });
      },
      turnOffAutopay: async (_parent, _args, context) => {
        const { userId } = await deps.requireUser(context);
        return turnOffAutopay(deps, userId);
      },
      setCardNoticePreference: async (_parent, args, context) => {
        const { userId } = await deps.requireUser(context);
        return setCardNoticePreference(deps, userId, { kind: args.kind, enabled: args.enabled });
      },
    },
  };
}
