import { graphql } from '../../../generated/gql';
import { graphqlRequest } from '../../../lib/api-client';

export const verifyResetHashDocument = graphql(/* GraphQL */ `
  mutation VerifyResetHash($hash: String!) {
    resetPassword(verifyHash: true, hash: $hash)
  }
`);

/** resetPassword(verifyHash, hash): is this reset link still good? It does not use the link up. */
export async function verifyResetHash(hash: string): Promise<boolean> {
  const data = await graphqlRequest(verifyResetHashDocument, { hash });
  return data.resetPassword;
}
