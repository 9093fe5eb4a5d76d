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
    }
  }
`;

const myInviteCodeResponseSchema = z.object({
  myInviteCode: z.object({ code: z.string(), link: z.string() }),
  myReferrals: z.object({ joined: z.number().int() }),
});

export type MyInvitation = { code: string; link: string; joined: number };

/** The signed-in member's invitation code and link, and how many people joined with it. */
export async function getMyInvitation(): Promise<MyInvitation> {
  const data = await graphqlRequest(myInviteCodeDocument, {}, myInviteCodeResponseSchema);
  return { ...data.myInviteCode, joined: data.myReferrals.joined };
}

export function useMyInvitation() {
  return useQuery({ queryKey: ['my-invitation'], queryFn: getMyInvitation });
}
