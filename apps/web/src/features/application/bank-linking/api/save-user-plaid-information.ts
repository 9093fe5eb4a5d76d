import { graphql } from '../../../../generated/gql';
import { graphqlRequest } from '../../../../lib/api-client';

export const saveUserPlaidInformationDocument = graphql(/* GraphQL */ `
  mutation SaveUserPlaidInformation($publicToken: String!, $applicationId: Int!) {
    saveUserPlaidInformation(publicToken: $publicToken, applicationId: $applicationId)
  }
`);

export const employerVerifiedDocument = graphql(/* GraphQL */ `
  query EmployerVerifiedByPlaid($applicationId: Int!) {
    employerVerifiedByPlaid(applicationId: $applicationId)
  }
`);

/**
 * Hands the Link public token to the server (product-rules#bank-linking), then asks whether the
 * bank's employment data confirmed the employer: the engine then skips the
 * employer check (product-rules#employer-check-skip).
 */
export async function saveUserPlaidInformation(
  applicationId: number,
  publicToken: string,
): Promise<{ employerVerifiedByPlaid: boolean }> {
  await graphqlRequest(saveUserPlaidInformationDocument, { publicToken, applicationId });
  return graphqlRequest(employerVerifiedDocument, { applicationId });
}
