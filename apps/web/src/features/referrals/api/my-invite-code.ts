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
      activatedTooLate
      activatedWhileNotInGoodStanding
    }
  }
`);

/** The member's code and link with the referral counts beside them. */
export type MyInvitation = MyInviteCodeQuery['myInviteCode'] & MyInviteCodeQuery['myReferrals'];

/**
 * The signed-in member's invitation code and link, how many people joined with it, how many of
 * them activated a card in time to raise the rate, and how many activated without a boost.
 */
export async function getMyInvitation(): Promise<MyInvitation> {
  const data = await graphqlRequest(myInviteCodeDocument, {});
  return { ...data.myInviteCode, ...data.myReferrals };
}

export function useMyInvitation() {
  return useQuery({ queryKey: ['my-invitation'], queryFn: getMyInvitation });
}
