import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../generated/gql';
import { graphqlRequest } from '../../../lib/api-client';
import { accountQueryRetry } from './account-query-retry';

export const myPromoCodeDocument = graphql(/* GraphQL */ `
  query MyPromoCode {
    myPromoCode
  }
`);

/** The promo code the account was opened with (checked at sign-up), or null. */
export async function getMyPromoCode(): Promise<string | null> {
  return (await graphqlRequest(myPromoCodeDocument, {})).myPromoCode;
}

export function useMyPromoCode() {
  return useQuery({ queryKey: ['my-promo-code'], queryFn: getMyPromoCode, retry: accountQueryRetry });
}
