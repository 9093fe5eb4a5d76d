import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { applicationStatuses } from '@waypoint/domain/application/application-status';
import { graphqlRequest } from '../../../lib/api-client';
import { accountQueryRetry } from './account-query-retry';

const statusFields = 'status submissionDate canApplyAgainFrom startedAt closedAt';

export const applicationStatusDocument = /* GraphQL */ `
  query AccountApplicationStatus {
    getApplicationStatus { ${statusFields} }
  }
`;

export const cancelApplicationDocument = /* GraphQL */ `
  mutation AccountCancelApplication {
    applicationUpdateStatusUser(status: "canceled") { ${statusFields} }
  }
`;

const statusSchema = z.object({
  status: z.enum(applicationStatuses),
  submissionDate: z.string().nullable(),
  canApplyAgainFrom: z.string().nullable(),
  startedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
});

const applicationStatusSchema = z.object({ getApplicationStatus: statusSchema.nullable() });
const cancelAnswerSchema = z.object({ applicationUpdateStatusUser: statusSchema });

export type AccountApplicationStatus = z.infer<typeof applicationStatusSchema>['getApplicationStatus'];
export type AccountApplication = z.infer<typeof statusSchema>;

export const accountApplicationStatusKey = ['account-application-status'] as const;

/**
 * The account's application, status and timeline only (product-rules#application-status); null before
 * one is started.
 */
export async function getAccountApplicationStatus(): Promise<AccountApplicationStatus> {
  return (await graphqlRequest(applicationStatusDocument, {}, applicationStatusSchema)).getApplicationStatus;
}

export function useAccountApplicationStatus() {
  return useQuery({
    queryKey: accountApplicationStatusKey,
    queryFn: getAccountApplicationStatus,
    retry: accountQueryRetry,
  });
}

/** The applicant's cancel: only `canceled` may be asked, and only while not decided (product-rules#application-status). */
export async function cancelApplication(): Promise<AccountApplication> {
  return (await graphqlRequest(cancelApplicationDocument, {}, cancelAnswerSchema)).applicationUpdateStatusUser;
}

/**
 * Cancels, then shows the answer at once. Every other query is asked again: the progress panel, the
 * credit check and the letters read the same application. A refusal (decided meanwhile) refreshes the
 * status, so the page shows the decision.
 */
export function useCancelApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelApplication,
    onSuccess: async (canceled) => {
      client.setQueryData(accountApplicationStatusKey, canceled);
      await client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== accountApplicationStatusKey[0] });
    },
    onError: () => client.invalidateQueries({ queryKey: accountApplicationStatusKey }),
  });
}
