import { z } from 'zod';
import { graphqlRequest } from '../../../../lib/api-client';

export const createPlaidLinkTokenDocument = /* GraphQL */ `
  mutation CreatePlaidLinkToken($applicationId: Int) {
    createPlaidLinkToken(applicationId: $applicationId)
  }
`;

/** A Link token for the dialog; the server also records the application's plaidSplitVersion. */
export async function createPlaidLinkToken(applicationId: number): Promise<string> {
  const data = await graphqlRequest(
    createPlaidLinkTokenDocument,
    { applicationId },
    z.object({ createPlaidLinkToken: z.string() }),
  );
  return data.createPlaidLinkToken;
}
