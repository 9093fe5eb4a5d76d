import { graphql } from '../../../generated/gql';
import type { UserFieldsFragment } from '../../../generated/graphql';
import type { SessionUser } from '../../../lib/session/session-context';

/** product-rules#account-operations user fields, as every operation that answers with a User selects them. */
export const userFieldsFragment = graphql(/* GraphQL */ `
  fragment UserFields on User {
    id
    firstName
    lastName
    email
    role
    token
    inviteCode
    isCardHolder
  }
`);

export type User = UserFieldsFragment;

/**
 * What the page keeps of a User. `token` is the session hash; it already
 * travels in its own cookie, so it is not copied into page state.
 */
export function toSessionUser({ token: _token, ...user }: User): SessionUser {
  return user;
}
