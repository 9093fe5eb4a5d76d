import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../generated/gql';
import type { MyInviteCodeQuery } from '../../../generated/graphql';
import { graphqlRequest } from '../../../lib/api-client';

export const myInviteCodeDocument = graphql(/* GraphQL */ `
  query MyInviteCode {
    myInviteCode {
      code
      link
    }
    myReferrals {
      joined
      activated
    }
  }
`);

/** The member's code and link with the two counts beside them. */
export type MyInvitation = MyInviteCodeQuery['myInviteCode'] & MyInviteCodeQuery['myReferrals'];

/** The signed-in member's invitation code and link, how many people joined with it, and how many of them activated a card. */
export async function getMyInvitation(): Promise<MyInvitation> {
  const data = await graphqlRequest(myInviteCodeDocument, {});
  return { ...data.myInviteCode, joined: data.myReferrals.joined, activated: data.myReferrals.activated };
}

export function useMyInvitation() {
  return useQuery({ queryKey: ['my-invitation'], queryFn: getMyInvitation });
}
