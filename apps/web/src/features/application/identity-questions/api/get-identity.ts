import { graphql } from '../../../../generated/gql';
import type { IdentityResponseFieldsFragment } from '../../../../generated/graphql';
import { graphqlRequest } from '../../../../lib/api-client';

export const identityResponseFieldsFragment = graphql(/* GraphQL */ `
  fragment IdentityResponseFields on IdentityResponse {
    transactionId
    result
    questions {
      type
      prompt
      answer
    }
    message
  }
`);

/** product-rules#identity-questions Identity response (plus the server's message when a check ended without a plain reason). */
export type IdentityResponse = IdentityResponseFieldsFragment;
export type IdentityQuestion = IdentityResponse['questions'][number];

export const getIdentityDocument = graphql(/* GraphQL */ `
  query GetIdentity {
    getIdentity {
      ...IdentityResponseFields
    }
  }
`);

/** product-rules#identity-operations getIdentity: starts, or resumes, the identity questions of the caller's application. */
export async function getIdentity(): Promise<IdentityResponse> {
  const data = await graphqlRequest(getIdentityDocument, {});
  return data.getIdentity;
}
