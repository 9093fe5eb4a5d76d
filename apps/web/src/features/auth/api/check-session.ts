import { z } from 'zod';
import { graphqlRequest } from '../../../lib/api-client';

export const checkSessionDocument = /* GraphQL */ `
  query CheckSession {
    checkSession {
      sessionIsValid
    }
  }
`;

const checkSessionResponseSchema = z.object({ checkSession: z.object({ sessionIsValid: z.boolean() }) });

/**
 * product-rules#signed-in-state: the session check. It answers only whether
 * the session is alive, so a page that already knows who is signed in asks
 * this, not for the user again.
 */
export async function checkSession(): Promise<boolean> {
  const data = await graphqlRequest(checkSessionDocument, {}, checkSessionResponseSchema);
  return data.checkSession.sessionIsValid;
}
