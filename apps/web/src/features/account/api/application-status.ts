import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { applicationStatuses, type ApplicationStatus } from '@waypoint/domain/application/application-status';
import { graphql } from '../../../generated/gql';
import type { AccountApplicationFieldsFragment } from '../../../generated/graphql';
import { graphqlRequest } from '../../../lib/api-client';
import { knownValue } from '../../../lib/known-value';
import { accountQueryRetry } from './account-query-retry';

export const accountApplicationFieldsFragment = graphql(/* GraphQL */ `
  fragment AccountApplicationFields on ApplicationStatus {
    status
    submissionDate
    canApplyAgainFrom
    startedAt
    closedAt
  }
`);

export const applicationStatusDocument = graphql(/* GraphQL */ `
  query AccountApplicationStatus {
    getApplicationStatus {
      ...AccountApplicationFields
    }
  }
`);

export const cancelApplicationDocument = graphql(/* GraphQL */ `
  mutation AccountCancelApplication {
    applicationUpdateStatusUser(status: "canceled") {
      ...AccountApplicationFields
    }
  }
`);

/** The account's application, its status narrowed to the domain's list: the part says one thing per status. */
export type AccountApplication = Omit<AccountApplicationFieldsFragment, 'status'> & { status: ApplicationStatus };

const withKnownStatus = (application: AccountApplicationFieldsFragment): AccountApplication => ({
  ...application,
  status: knownValue(applicationStatuses, application.status),
});
export type AccountApplicationStatus = AccountApplication | null;

export const accountApplicationStatusKey = ['account-application-status'] as const;

/**
 * The account's application, status and timeline only (product-rules#application-status); null before
 * one is started.
 */
export async function getAccountApplicationStatus(): Promise<AccountApplicationStatus> {
  const { getApplicationStatus: application } = await graphqlRequest(applicationStatusDocument, {});
  return application && withKnownStatus(application);
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
  return withKnownStatus((await graphqlRequest(cancelApplicationDocument, {})).applicationUpdateStatusUser);
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
