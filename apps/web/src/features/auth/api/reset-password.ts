import { graphql } from '../../../generated/gql';
import { graphqlRequest } from '../../../lib/api-client';

export const resetPasswordDocument = graphql(/* GraphQL */ `
  mutation ResetPassword($newPassword: String!, $hash: String!) {
    resetPassword(newPassword: $newPassword, hash: $hash)
  }
`);

export interface ResetPasswordVariables {
  newPassword: string;
  hash: string;
}

/** resetPassword(newPassword, hash): sets the password and uses the link up. */
export async function resetPassword(variables: ResetPasswordVariables): Promise<boolean> {
  const data = await graphqlRequest(resetPasswordDocument, { ...variables });
  return data.resetPassword;
}
