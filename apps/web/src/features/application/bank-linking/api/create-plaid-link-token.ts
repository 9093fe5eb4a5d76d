import { graphql } from '../../../../generated/gql';
import { graphqlRequest } from '../../../../lib/api-client';

export const createPlaidLinkTokenDocument = graphql(/* GraphQL */ `
  mutation CreatePlaidLinkToken($applicationId: Int) {
    createPlaidLinkToken(applicationId: $applicationId)
  }
`);

/** A Link token for the dialog; the server also records the application's plaidSplitVersion. */
export async function createPlaidLinkToken(applicationId: number): Promise<string> {
  const data = await graphqlRequest(createPlaidLinkTokenDocument, { applicationId });
  return data.createPlaidLinkToken;
}
