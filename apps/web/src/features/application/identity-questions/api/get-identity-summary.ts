import { z } from 'zod';
import { graphqlRequest } from '../../../../lib/api-client';

export const getIdentitySummaryDocument = /* GraphQL */ `
  query GetIdentitySummary {
    getIdentitySummary {
      result
      mainQResult
      challengeQResult
      mainAnswersSubmitted
      challengeAnswersSubmitted
    }
  }
`;

const identitySummarySchema = z.object({
  result: z.string().nullable(),
  mainQResult: z.string().nullable(),
  challengeQResult: z.string().nullable(),
  mainAnswersSubmitted: z.number(),
  challengeAnswersSubmitted: z.number(),
});
/** product-rules#identity-questions Identity summary. */
export type IdentitySummary = z.infer<typeof identitySummarySchema>;

/** product-rules#identity-operations: the identity summary, whose result is then sent to analytics. */
export async function getIdentitySummary(): Promise<IdentitySummary> {
  const data = await graphqlRequest(
    getIdentitySummaryDocument,
    {},
    z.object({ getIdentitySummary: identitySummarySchema }),
  );
  return data.getIdentitySummary;
}
