import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../../generated/gql';
import { graphqlRequest } from '../../../../lib/api-client';
import { retryWithoutAnswer } from '../../common/query-retry';

/* The card account's balances as the issuer keeps them (decision 078): myCardBalance. */

export const myCardBalanceDocument = graphql(/* GraphQL */ `
  query MyCardBalance {
    myCardBalance {
      currentBalanceCents
      availableCreditCents
      creditLimitCents
    }
  }
`);

export const myCardBalanceKey = ['my-card-balance'] as const;

export async function getMyCardBalance() {
  return (await graphqlRequest(myCardBalanceDocument, {})).myCardBalance;
}

export type CardBalance = NonNullable<Awaited<ReturnType<typeof getMyCardBalance>>>;

export function useMyCardBalance() {
  return useQuery({ queryKey: myCardBalanceKey, queryFn: getMyCardBalance, retry: retryWithoutAnswer });
}
