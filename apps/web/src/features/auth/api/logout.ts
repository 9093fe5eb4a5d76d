import { z } from 'zod';
import { graphqlRequest } from '../../../lib/api-client';

export const logoutDocument = /* GraphQL */ `
  mutation Logout {
    logout
  }
`;

const logoutResponseSchema = z.object({ logout: z.boolean() });

/** Ends this session on the server, which clears its cookies. */
export async function logout(): Promise<boolean> {
  const data = await graphqlRequest(logoutDocument, {}, logoutResponseSchema);
  return data.logout;
}
