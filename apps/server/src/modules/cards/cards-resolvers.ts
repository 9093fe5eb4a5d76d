import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import type { CardsDeps } from './cards-deps.js';

/** The cardholder's operations (cards.graphql; decision 037). */
export function createCardsResolvers(_deps: CardsDeps): Resolvers {
  return {
    Query: {},
    Mutation: {},
  };
}
