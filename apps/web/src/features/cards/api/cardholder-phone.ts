import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../generated/gql';
import { graphqlRequest } from '../../../lib/api-client';

/*
 * Whether the account has the verified mobile phone a real card issuer needs
 * before it makes the card (decision 074, docs/product-rules.md#verified-phone).
 * The card's own read of myPhone: the security page's (account/security) keeps its own.
 */

export const cardholderPhoneDocument = graphql(/* GraphQL */ `
  query CardholderPhone {
    myPhone {
      verifiedAt
    }
  }
`);

const cardholderPhoneKey = ['cardholder-phone'] as const;

/** True once the account has a verified phone; asked only while `enabled` (an approved applicant without a card). */
export function useHasVerifiedPhone({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: cardholderPhoneKey,
    queryFn: async () => (await graphqlRequest(cardholderPhoneDocument, {})).myPhone !== null,
    enabled,
  });
}
