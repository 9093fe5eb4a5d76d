import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../generated/gql';
import type { AccountProfileQuery } from '../../../generated/graphql';
import { graphqlRequest } from '../../../lib/api-client';
import { accountQueryRetry } from './account-query-retry';

export const accountProfileDocument = graphql(/* GraphQL */ `
  query AccountProfile($uuid: String!) {
    getChangeRequest(uuid: $uuid) {
      currentAddress
      scraBenefitSince
    }
  }
`);

export type AccountProfile = AccountProfileQuery['getChangeRequest'];

/**
 * What the account holds beside the session's user (product-rules#user, decision 036): the one-line home
 * address, and the day SCRA benefits began when a servicemember request was approved.
 */
export async function getAccountProfile(userId: string): Promise<AccountProfile> {
  return (await graphqlRequest(accountProfileDocument, { uuid: userId })).getChangeRequest;
}

export function useAccountProfile(userId: string) {
  return useQuery({
    queryKey: ['account-profile', userId],
    queryFn: () => getAccountProfile(userId),
    retry: accountQueryRetry,
  });
}
