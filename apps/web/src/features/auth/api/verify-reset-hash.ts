import { z } from 'zod';
import { graphqlRequest } from '../../../lib/api-client';

export const verifyResetHashDocument = /* GraphQL */ `
  mutation VerifyResetHash($hash: String!) {
    resetPassword(verifyHash: true, hash: $hash)
  }
`;

const verifyResetHashResponseSchema = z.object({ resetPassword: z.boolean() });

/** resetPassword(verifyHash, hash): is this reset link still good? It does not use the link up. */
export async function verifyResetHash(hash: string): Promise<boolean> {
  const data = await graphqlRequest(verifyResetHashDocument, { hash }, verifyResetHashResponseSchema);
  return data.resetPassword;
}
