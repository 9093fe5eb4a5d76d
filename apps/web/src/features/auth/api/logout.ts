import { graphql } from '../../../generated/gql';
import { graphqlRequest } from '../../../lib/api-client';

export const logoutDocument = graphql(/* GraphQL */ `
  mutation Logout {
    logout
  }
`);

/** Ends this session on the server, which clears its cookies. */
export async function logout(): Promise<boolean> {
  const data = await graphqlRequest(logoutDocument, {});
  return data.logout;
}
