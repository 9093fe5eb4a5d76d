import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { graphqlRequest } from '../../../lib/api-client';
import { accountQueryRetry } from './account-query-retry';

export const accountProfileDocument = /* GraphQL */ `
  query AccountProfile($uuid: String!) {
    getChangeRequest(uuid: $uuid) {
      currentAddress
      scraBenefitSince
    }
  }
`;

const accountProfileSchema = z.object({
  getChangeRequest: z.object({ currentAddress: z.string(), scraBenefitSince: z.string().nullable() }),
});

export type AccountProfile = z.infer<typeof accountProfileSchema>['getChangeRequest'];

/**
 * What the account holds beside the session's user (product-rules#user, decision 036): the one-line home
 * address, and the day SCRA benefits began when a servicemember request was approved.
 */
export async function getAccountProfile(userId: string): Promise<AccountProfile> {
  return (await graphqlRequest(accountProfileDocument, { uuid: userId }, accountProfileSchema)).getChangeRequest;
}

export function useAccountProfile(userId: string) {
  return useQuery({
    queryKey: ['account-profile', userId],
    queryFn: () => getAccountProfile(userId),
    retry: accountQueryRetry,
  });
}
