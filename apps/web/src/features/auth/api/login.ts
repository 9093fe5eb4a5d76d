import { graphql } from '../../../generated/gql';
import { graphqlRequest } from '../../../lib/api-client';
import type { User } from './user-fields';

export const loginDocument = graphql(/* GraphQL */ `
  query Login($email: String!, $password: String!, $recaptchaToken: String) {
    login(email: $email, password: $password, recaptchaToken: $recaptchaToken) {
      ...UserFields
    }
  }
`);

export interface LoginVariables {
  email: string;
  password: string;
  recaptchaToken: string;
}

/** Signs in; the server answers with the user and sets the session cookies. */
export async function login(variables: LoginVariables): Promise<User> {
  const data = await graphqlRequest(loginDocument, variables);
  return data.login;
}
