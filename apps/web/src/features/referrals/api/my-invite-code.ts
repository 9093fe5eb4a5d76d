import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { graphqlRequest } from '../../../lib/api-client';

export const myInviteCodeDocument = /* GraphQL */ `
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
`;

const myInviteCodeResponseSchema = z.object({
  myInviteCode: z.object({ code: z.string(), link: z.string() }),
  myReferrals: z.object({ joined: z.number().int(), activated: z.number().int() }),
});

export type MyInvitation = { code: string; link: string; joined: number; activated: number };

/** The signed-in member's invitation code and link, how many people joined with it, and how many of them activated a card. */
export async function getMyInvitation(): Promise<MyInvitation> {
  const data = await graphqlRequest(myInviteCodeDocument, {}, myInviteCodeResponseSchema);
  return { ...data.myInviteCode, joined: data.myReferrals.joined, activated: data.myReferrals.activated };
}

export function useMyInvitation() {
  return useQuery({ queryKey: ['my-invitation'], queryFn: getMyInvitation });
}
