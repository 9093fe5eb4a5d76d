import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../generated/gql';
import { graphqlRequest } from '../../../lib/api-client';
import type { User } from './user-fields';

export const emailVerificationDocument = graphql(/* GraphQL */ `
  query EmailVerification($verificationHash: String!) {
    emailVerification(verificationHash: $verificationHash) {
      ...UserFields
    }
  }
`);

export async function emailVerification(verificationHash: string): Promise<User> {
  const data = await graphqlRequest(emailVerificationDocument, { verificationHash });
  return data.emailVerification;
}

/**
 * The link is single-use, so it is sent exactly once per page: no retry, no
 * refetch on focus or remount. A second call would report the link as used.
 */
export function emailVerificationOptions(verificationHash: string) {
  return queryOptions({
    queryKey: ['emailVerification', verificationHash],
    queryFn: () => emailVerification(verificationHash),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useEmailVerification(verificationHash: string) {
  return useQuery({ ...emailVerificationOptions(verificationHash), enabled: verificationHash !== '' });
}
