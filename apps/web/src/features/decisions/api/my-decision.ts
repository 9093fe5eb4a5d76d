import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../generated/gql';
import type { MyDecisionQuery } from '../../../generated/graphql';
import { graphqlRequest } from '../../../lib/api-client';

export const myDecisionDocument = graphql(/* GraphQL */ `
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
`);

export type MyDecision = NonNullable<MyDecisionQuery['myDecision']>;

/** The final decision on the signed-in applicant's application; null until its notice is sent. */
export async function getMyDecision(): Promise<MyDecision | null> {
  const data = await graphqlRequest(myDecisionDocument, {});
  return data.myDecision;
}

export function useMyDecision() {
  return useQuery({ queryKey: ['my-decision'], queryFn: getMyDecision });
}
