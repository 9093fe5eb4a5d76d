import { z } from 'zod';
import { graphqlRequest } from '../../../../lib/api-client';

export const identityResponseFields = `transactionId result questions { type prompt answer } message`;

export const identityQuestionSchema = z.object({ type: z.string(), prompt: z.string(), answer: z.array(z.string()) });
export const identityResponseSchema = z.object({
  transactionId: z.string(),
  result: z.string(),
  questions: z.array(identityQuestionSchema),
  message: z.string().nullable(),
});
/** product-rules#identity-questions Identity response (plus the server's message when a check ended without a plain reason). */
export type IdentityResponse = z.infer<typeof identityResponseSchema>;
export type IdentityQuestion = z.infer<typeof identityQuestionSchema>;

export const getIdentityDocument = /* GraphQL */ `
  query GetIdentity {
    getIdentity { ${identityResponseFields} }
  }
`;

/** product-rules#identity-operations getIdentity: starts, or resumes, the identity questions of the caller's application. */
export async function getIdentity(): Promise<IdentityResponse> {
  const data = await graphqlRequest(getIdentityDocument, {}, z.object({ getIdentity: identityResponseSchema }));
  return data.getIdentity;
}
