import { graphql } from '../../../generated/gql';
import type { CheckTokenQuery } from '../../../generated/graphql';
import { graphqlRequest } from '../../../lib/api-client';
import type { SessionUser } from '../../../lib/session/session-context';

export const checkTokenDocument = graphql(/* GraphQL */ `
  query CheckToken($returnUserData: Boolean) {
    checkToken(returnUserData: $returnUserData) {
      id
      firstName
      lastName
      email
      role
      inviteCode
      isCardHolder
      isSessionValid
    }
  }
`);

type TokenCheck = CheckTokenQuery['checkToken'];

function userOf(check: TokenCheck): SessionUser | null {
  const { id, firstName, lastName, email, role, inviteCode, isCardHolder } = check;
  if (id === null || firstName === null || lastName === null || email === null) return null;
  if (role === null || inviteCode === null || isCardHolder === null) return null;
  return { id, firstName, lastName, email, role, inviteCode, isCardHolder };
}

/**
 * The session check at start (product-rules#session-errors). Null means the server
 * answered but does not hold this session as valid, or gave no user data.
 */
export async function checkToken(): Promise<SessionUser | null> {
  const data = await graphqlRequest(checkTokenDocument, { returnUserData: true });
  return data.checkToken.isSessionValid ? userOf(data.checkToken) : null;
}
