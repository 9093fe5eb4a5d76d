import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import type { SsnFollowUpDeps } from './ssn-follow-up-deps.js';
import { addCardholderSsn, ssnErrors, ssnLastFourOf } from './ssn-follow-up-service.js';

/**
 * The SSN follow-up's part of the contract (ssn-follow-up.graphql;
 * docs/product-rules.md#ssn-follow-up): addCardholderSsn, and the card
 * account's ssnLastFour, read from the encrypted SSN wherever a CardAccount
 * is answered, so the full number never leaves the server.
 */
export function createSsnFollowUpResolvers(deps: SsnFollowUpDeps): Resolvers {
  return {
    Mutation: {
      addCardholderSsn: async (_parent, args, context) => {
        const { userId } = await deps.requireUser(context);
        await addCardholderSsn(deps, userId, args.ssn);
        const view = await deps.cards.cardAccountViewOf(deps.db, userId);
        if (!view) throw ssnErrors.noCard();
        return view;
      },
    },
    CardAccount: {
      ssnLastFour: async (parent) => {
        const row = await deps.cards.ssnCipherOfCard(deps.db, parent.card.id);
        return row ? ssnLastFourOf(deps, row.ssnCipher) : null;
      },
    },
  };
}
