import { graphql } from '../../../generated/gql';
import { graphqlRequest } from '../../../lib/api-client';
import type { User } from './user-fields';

/* Sign-in with a passkey (decision 076): the server's options, then the browser's answer. */

export const passkeySignInOptionsDocument = graphql(/* GraphQL */ `
  mutation PasskeySignInOptions {
    passkeySignInOptions
  }
`);

export const signInWithPasskeyDocument = graphql(/* GraphQL */ `
  mutation SignInWithPasskey($response: String!) {
    signInWithPasskey(response: $response) {
      ...UserFields
    }
  }
`);

export async function fetchPasskeySignInOptions(): Promise<string> {
  return (await graphqlRequest(passkeySignInOptionsDocument, {})).passkeySignInOptions;
}

/** Signs in with the browser's passkey answer; the server sets the same session cookies as a password sign-in. */
export async function signInWithPasskey(response: string): Promise<User> {
  return (await graphqlRequest(signInWithPasskeyDocument, { response })).signInWithPasskey;
}
