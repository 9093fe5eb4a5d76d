import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../generated/gql';
import type { CreditLimitStateQuery } from '../../../generated/graphql';
import { graphqlRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-errors';

/*
 * Asking for a higher limit (docs/product-rules.md#credit-limit-increases,
 * decision 084): the card account's limit and status, the requests made, and
 * the request itself, answered at once.
 */

export const creditLimitStateDocument = graphql(/* GraphQL */ `
  query CreditLimitState {
    myCard {
      status
      creditLimitCents
      aprBps
      card {
        status
        lastFour
      }
    }
    myCreditLimitIncreaseRequests {
      id
      status
      currentLimitCents
      requestedLimitCents
      approvedLimitCents
      declineReasons
      createdAt
      decidedAt
    }
  }
`);

export const requestCreditLimitIncreaseDocument = graphql(/* GraphQL */ `
  mutation RequestCreditLimitIncrease($annualIncome: Int!, $monthlyHousingCost: Int!, $requestedLimit: Int) {
    requestCreditLimitIncrease(
      annualIncome: $annualIncome
      monthlyHousingCost: $monthlyHousingCost
      requestedLimit: $requestedLimit
    ) {
      id
      status
      currentLimitCents
      requestedLimitCents
      approvedLimitCents
      declineReasons
      createdAt
      decidedAt
    }
  }
`);

export type CreditLimitState = CreditLimitStateQuery;
export type CreditLimitRequest = CreditLimitStateQuery['myCreditLimitIncreaseRequests'][number];

const stateKey = ['credit-limit-state'] as const;

export function useCreditLimitState() {
  return useQuery({
    queryKey: stateKey,
    queryFn: () => graphqlRequest(creditLimitStateDocument, {}),
    retry: (failures, error) => !(error instanceof ApiError) && failures < 2,
  });
}

/** The request; its answer is the page's newest request, and the card's limit is read again. */
export function useRequestCreditLimitIncrease() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { annualIncome: number; monthlyHousingCost: number; requestedLimit: number | null }) =>
      (await graphqlRequest(requestCreditLimitIncreaseDocument, input)).requestCreditLimitIncrease,
    onSuccess: async () => {
      await client.invalidateQueries();
    },
  });
}
