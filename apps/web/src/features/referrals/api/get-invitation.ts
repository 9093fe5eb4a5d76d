import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../generated/gql';
import { graphqlRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-errors';
import { validatePreApprovedCode } from './validate-pre-approved-code';

export const getReferrerUserDocument = graphql(/* GraphQL */ `
  query GetReferrerUser($inviteCode: String!) {
    getReferrerUser(inviteCode: $inviteCode)
  }
`);

/** The inviting member's first name, or null when no member has this code. */
export async function getReferrerUser(inviteCode: string): Promise<string | null> {
  const data = await graphqlRequest(getReferrerUserDocument, { inviteCode });
  return data.getReferrerUser;
}

/** What an invitation link turned out to be: a member's, a partner's pre-approved code, or nothing we know. */
export type Invitation = { kind: 'member'; referrerName: string } | { kind: 'partner' } | { kind: 'unknown' };

/**
 * A member's code greets with their name; otherwise it may still be a
 * partner's pre-approved code. A malformed code is simply not one we know.
 */
export async function getInvitation(inviteCode: string): Promise<Invitation> {
  try {
    const referrerName = await getReferrerUser(inviteCode);
    if (referrerName) return { kind: 'member', referrerName };
    return (await validatePreApprovedCode(inviteCode)) ? { kind: 'partner' } : { kind: 'unknown' };
  } catch (error) {
    if (error instanceof ApiError && error.code === 'BAD_USER_INPUT') return { kind: 'unknown' };
    throw error;
  }
}

export function useInvitation(inviteCode: string) {
  return useQuery({
    queryKey: ['invitation', inviteCode],
    queryFn: () => getInvitation(inviteCode),
    // The answer does not change during a visit, and every look counts against the lookup limit.
    staleTime: Infinity,
    retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.status === 429),
  });
}
