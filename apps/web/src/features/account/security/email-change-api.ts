import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../generated/gql';
import type {
  EmailChangeLinkOutcome,
  EmailChangeUndoOutcome,
  PendingEmailChangeQuery,
} from '../../../generated/graphql';
import { graphqlRequest } from '../../../lib/api-client';
import { ApiError, NetworkError } from '../../../lib/api-errors';
import { withStepUp } from '../../../lib/step-up/step-up-gate';

/* The e-mail change's operations (decision 075, docs/product-rules.md#email-change). */

export const pendingEmailChangeDocument = graphql(/* GraphQL */ `
  query PendingEmailChange {
    pendingEmailChange {
      newEmail
      requestedAt
      linkExpiresAt
    }
  }
`);

export const requestEmailChangeDocument = graphql(/* GraphQL */ `
  mutation RequestEmailChange($newEmail: String!) {
    requestEmailChange(newEmail: $newEmail) {
      newEmail
      requestedAt
      linkExpiresAt
    }
  }
`);

export const cancelEmailChangeDocument = graphql(/* GraphQL */ `
  mutation CancelEmailChange {
    cancelEmailChange
  }
`);

export const confirmEmailChangeDocument = graphql(/* GraphQL */ `
  mutation ConfirmEmailChange($hash: String!) {
    confirmEmailChange(hash: $hash)
  }
`);

export const undoEmailChangeDocument = graphql(/* GraphQL */ `
  mutation UndoEmailChange($hash: String!) {
    undoEmailChange(hash: $hash)
  }
`);

export type PendingEmailChange = NonNullable<PendingEmailChangeQuery['pendingEmailChange']>;
export type { EmailChangeLinkOutcome, EmailChangeUndoOutcome };

const pendingKey = ['pending-email-change'] as const;

/** The change waiting for its link, or null. */
export function usePendingEmailChange() {
  return useQuery({
    queryKey: pendingKey,
    queryFn: async () => (await graphqlRequest(pendingEmailChangeDocument, {})).pendingEmailChange,
  });
}

/**
 * Asks for the change. Without a recent step-up the server answers STEP_UP_REQUIRED: the prompt opens,
 * and the request goes again once proved (product-rules#step-up). The pending change shows the answer.
 */
export function useRequestEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (newEmail: string) =>
      (await withStepUp(() => graphqlRequest(requestEmailChangeDocument, { newEmail }))).requestEmailChange,
    onSuccess: (pending) => queryClient.setQueryData(pendingKey, pending),
  });
}

export function useCancelEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await graphqlRequest(cancelEmailChangeDocument, {})).cancelEmailChange,
    onSuccess: () => queryClient.setQueryData(pendingKey, null),
  });
}

export async function confirmEmailChange(hash: string): Promise<EmailChangeLinkOutcome> {
  return (await graphqlRequest(confirmEmailChangeDocument, { hash })).confirmEmailChange;
}

export async function undoEmailChange(hash: string): Promise<EmailChangeUndoOutcome> {
  return (await graphqlRequest(undoEmailChangeDocument, { hash })).undoEmailChange;
}

/** What to say when an e-mail change operation did not get its answer: the server's words, or a retry hint. */
export function emailChangeFailureText(error: unknown): string {
  if (error instanceof NetworkError) return 'We could not reach the server. Check your connection and try again.';
  if (error instanceof ApiError && error.status < 500) return error.message;
  return 'Something went wrong on our side. Please try again in a moment.';
}
