import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../generated/gql';
import type { MySessionsQuery } from '../../../generated/graphql';
import { graphqlRequest } from '../../../lib/api-client';

/* The account's signed-in sessions (decision 076, docs/product-rules.md#account-sessions). */

export const mySessionsDocument = graphql(/* GraphQL */ `
  query MySessions {
    mySessions {
      id
      device
      country
      startedAt
      lastSeenAt
      current
    }
  }
`);

export const signOutSessionDocument = graphql(/* GraphQL */ `
  mutation SignOutSession($id: ID!) {
    signOutSession(id: $id)
  }
`);

export const signOutOtherSessionsDocument = graphql(/* GraphQL */ `
  mutation SignOutOtherSessions {
    signOutOtherSessions
  }
`);

export type AccountSession = MySessionsQuery['mySessions'][number];
export const mySessionsKey = ['account-security', 'sessions'] as const;

export function useMySessions() {
  return useQuery({
    queryKey: mySessionsKey,
    queryFn: async () => (await graphqlRequest(mySessionsDocument, {})).mySessions,
    retry: false,
  });
}

export async function signOutSession(id: string): Promise<void> {
  await graphqlRequest(signOutSessionDocument, { id });
}

export async function signOutOtherSessions(): Promise<number> {
  return (await graphqlRequest(signOutOtherSessionsDocument, {})).signOutOtherSessions;
}

const regionNames = new Intl.DisplayNames(['en-US'], { type: 'region' });

/** "United States" for US; "Place unknown" when the address's country is not known. */
export function countryLabel(code: string | null | undefined): string {
  if (!code) return 'Place unknown';
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}
