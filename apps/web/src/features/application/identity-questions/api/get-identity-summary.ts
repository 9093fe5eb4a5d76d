import { graphql } from '../../../../generated/gql';
import type { GetIdentitySummaryQuery } from '../../../../generated/graphql';
import { graphqlRequest } from '../../../../lib/api-client';

export const getIdentitySummaryDocument = graphql(/* GraphQL */ `
  query GetIdentitySummary {
    getIdentitySummary {
      result
      mainQResult
      challengeQResult
      mainAnswersSubmitted
      challengeAnswersSubmitted
    }
  }
`);

/** product-rules#identity-questions Identity summary. */
export type IdentitySummary = GetIdentitySummaryQuery['getIdentitySummary'];

/** product-rules#identity-operations: the identity summary, whose result is then sent to analytics. */
export async function getIdentitySummary(): Promise<IdentitySummary> {
  const data = await graphqlRequest(getIdentitySummaryDocument, {});
  return data.getIdentitySummary;
}
