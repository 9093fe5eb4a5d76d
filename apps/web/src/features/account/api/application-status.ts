import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { applicationStatuses } from '@waypoint/domain/application/application-status';
import { graphqlRequest } from '../../../lib/api-client';

export const applicationStatusDocument = /* GraphQL */ `
  query AccountApplicationStatus {
    getApplicationStatus {
      status
      submissionDate
      canApplyAgainFrom
    }
  }
`;

const applicationStatusSchema = z.object({
  getApplicationStatus: z
    .object({
      status: z.enum(applicationStatuses),
      submissionDate: z.string().nullable(),
      canApplyAgainFrom: z.string().nullable(),
    })
    .nullable(),
});

export type AccountApplicationStatus = z.infer<typeof applicationStatusSchema>['getApplicationStatus'];

/** The account's application, status only (product-rules#application-status); null before one is started. */
export async function getAccountApplicationStatus(): Promise<AccountApplicationStatus> {
  return (await graphqlRequest(applicationStatusDocument, {}, applicationStatusSchema)).getApplicationStatus;
}

export function useAccountApplicationStatus() {
  return useQuery({ queryKey: ['account-application-status'], queryFn: getAccountApplicationStatus });
}
