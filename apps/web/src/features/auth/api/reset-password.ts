import { z } from 'zod';
import { graphqlRequest } from '../../../lib/api-client';

export const resetPasswordDocument = /* GraphQL */ `
  mutation ResetPassword($newPassword: String!, $hash: String!) {
    resetPassword(newPassword: $newPassword, hash: $hash)
  }
`;

export interface ResetPasswordVariables {
  newPassword: string;
  hash: string;
}

const resetPasswordResponseSchema = z.object({ resetPassword: z.boolean() });

/** resetPassword(newPassword, hash): sets the password and uses the link up. */
export async function resetPassword(variables: ResetPasswordVariables): Promise<boolean> {
  const data = await graphqlRequest(resetPasswordDocument, { ...variables }, resetPasswordResponseSchema);
  return data.resetPassword;
}
