import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { hardInquiryStatuses, type HardInquiryStatus } from '@waypoint/domain/credit-report/credit-report';
import { graphql } from '../../../generated/gql';
import type { CreditCheckFieldsFragment } from '../../../generated/graphql';
import { graphqlRequest } from '../../../lib/api-client';
import { knownValue } from '../../../lib/known-value';

export const creditCheckFieldsFragment = graphql(/* GraphQL */ `
  fragment CreditCheckFields on CreditCheck {
    status
    bureau {
      name
      address
      phone
      website
    }
    canRetry
    updatedAt
  }
`);

export const getCreditCheckDocument = graphql(/* GraphQL */ `
  query GetCreditCheck {
    getCreditCheck {
      ...CreditCheckFields
    }
  }
`);

export const retryCreditCheckDocument = graphql(/* GraphQL */ `
  mutation RetryCreditCheck {
    retryCreditCheck {
      ...CreditCheckFields
    }
  }
`);

/** The hard inquiry with its status narrowed to the domain's list: the panel branches on it. */
export type CreditCheck = Omit<CreditCheckFieldsFragment, 'status'> & { status: HardInquiryStatus };

const withKnownStatus = (check: CreditCheckFieldsFragment): CreditCheck => ({
  ...check,
  status: knownValue(hardInquiryStatuses, check.status),
});

const creditCheckKey = ['credit-check'] as const;

/** How often a pending check is asked about again: the pull is a job that usually ends within a minute. */
export const pendingPollMs = 5_000;

/** The signed-in applicant's hard inquiry; null before the application is submitted. */
export async function getCreditCheck(): Promise<CreditCheck | null> {
  const { getCreditCheck: check } = await graphqlRequest(getCreditCheckDocument, {});
  return check && withKnownStatus(check);
}

export async function retryCreditCheck(): Promise<CreditCheck> {
  return withKnownStatus((await graphqlRequest(retryCreditCheckDocument, {})).retryCreditCheck);
}

export function useCreditCheck() {
  return useQuery({
    queryKey: creditCheckKey,
    queryFn: getCreditCheck,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? pendingPollMs : false),
  });
}

export function useRetryCreditCheck() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: retryCreditCheck,
    onSuccess: (check) => client.setQueryData(creditCheckKey, check),
  });
}
