import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { hardInquiryStatuses } from '@waypoint/domain/credit-report/credit-report';
import { graphqlRequest } from '../../../lib/api-client';

const creditCheckFields = /* GraphQL */ `
  status
  bureau {
    name
    address
    phone
    website
  }
  canRetry
  updatedAt
`;

export const getCreditCheckDocument = /* GraphQL */ `
  query GetCreditCheck {
    getCreditCheck {
      ${creditCheckFields}
    }
  }
`;

export const retryCreditCheckDocument = /* GraphQL */ `
  mutation RetryCreditCheck {
    retryCreditCheck {
      ${creditCheckFields}
    }
  }
`;

const creditCheckSchema = z.object({
  status: z.enum(hardInquiryStatuses),
  bureau: z.object({ name: z.string(), address: z.string(), phone: z.string(), website: z.string() }).nullable(),
  canRetry: z.boolean(),
  updatedAt: z.string(),
});

export type CreditCheck = z.infer<typeof creditCheckSchema>;

const creditCheckKey = ['credit-check'] as const;

/** How often a pending check is asked about again: the pull is a job that usually ends within a minute. */
export const pendingPollMs = 5_000;

/** The signed-in applicant's hard inquiry; null before the application is submitted. */
export async function getCreditCheck(): Promise<CreditCheck | null> {
  const data = await graphqlRequest(
    getCreditCheckDocument,
    {},
    z.object({ getCreditCheck: creditCheckSchema.nullable() }),
  );
  return data.getCreditCheck;
}

export async function retryCreditCheck(): Promise<CreditCheck> {
  const data = await graphqlRequest(retryCreditCheckDocument, {}, z.object({ retryCreditCheck: creditCheckSchema }));
  return data.retryCreditCheck;
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
