import { graphql } from '../../../generated/gql';
import { graphqlRequest } from '../../../lib/api-client';

export const checkSessionDocument = graphql(/* GraphQL */ `
  query CheckSession {
    checkSession {
      sessionIsValid
    }
  }
`);

/**
 * product-rules#signed-in-state: the session check. It answers only whether
 * the session is alive, so a page that already knows who is signed in asks
 * this, not for the user again.
 */
export async function checkSession(): Promise<boolean> {
  const data = await graphqlRequest(checkSessionDocument, {});
  return data.checkSession.sessionIsValid;
}
