import { z } from 'zod';
import { graphqlRequest } from '../../../../lib/api-client';

export const saveUserPlaidInformationDocument = /* GraphQL */ `
  mutation SaveUserPlaidInformation($publicToken: String!, $applicationId: Int!) {
    saveUserPlaidInformation(publicToken: $publicToken, applicationId: $applicationId)
  }
`;

export const employerVerifiedDocument = /* GraphQL */ `
  query EmployerVerifiedByPlaid($applicationId: Int!) {
    employerVerifiedByPlaid(applicationId: $applicationId)
  }
`;

/**
 * Hands the Link public token to the server (product-rules#bank-linking), then asks whether the
 * bank's employment data confirmed the employer: the engine then skips the
 * employer check (product-rules#employer-check-skip).
 */
export async function saveUserPlaidInformation(
  applicationId: number,
  publicToken: string,
): Promise<{ employerVerifiedByPlaid: boolean }> {
  await graphqlRequest(
    saveUserPlaidInformationDocument,
    { publicToken, applicationId },
    z.object({ saveUserPlaidInformation: z.boolean() }),
  );
  return graphqlRequest(
    employerVerifiedDocument,
    { applicationId },
    z.object({ employerVerifiedByPlaid: z.boolean() }),
  );
}
