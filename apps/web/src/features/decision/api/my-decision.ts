import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { graphqlRequest } from '../../../lib/api-client';

export const myDecisionDocument = /* GraphQL */ `
  query MyDecision {
    myDecision {
      outcome
      creditLimit
      aprPercent
      reasons
      notices {
        id
        kind
        downloadUrl
        sentAt
      }
    }
  }
`;

const myDecisionSchema = z.object({
  outcome: z.enum(['approved', 'declined']),
  creditLimit: z.number().int().nullable(),
  aprPercent: z.number().nullable(),
  reasons: z.array(z.string()),
  notices: z.array(
    z.object({ id: z.string(), kind: z.string(), downloadUrl: z.string().nullable(), sentAt: z.string() }),
  ),
});

export type MyDecision = z.infer<typeof myDecisionSchema>;

/** The final decision on the signed-in applicant's application; null until its notice is sent. */
export async function getMyDecision(): Promise<MyDecision | null> {
  const data = await graphqlRequest(myDecisionDocument, {}, z.object({ myDecision: myDecisionSchema.nullable() }));
  return data.myDecision;
}

export function useMyDecision() {
  return useQuery({ queryKey: ['my-decision'], queryFn: getMyDecision });
}
