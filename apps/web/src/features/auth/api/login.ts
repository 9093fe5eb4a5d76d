import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { graphqlRequest } from '../../../lib/api-client';
import { userFieldsSelection, userSchema, type User } from './user-fields';

export const loginDocument = /* GraphQL */ `
  query Login($email: String!, $password: String!, $recaptchaToken: String) {
    login(email: $email, password: $password, recaptchaToken: $recaptchaToken) {
      ${userFieldsSelection}
    }
  }
`;

export interface LoginVariables {
  email: string;
  password: string;
  recaptchaToken: string;
}

const loginResponseSchema = z.object({ login: userSchema });

/** Signs in; the server answers with the user and sets the session cookies. */
export async function login(variables: LoginVariables): Promise<User> {
  const data = await graphqlRequest(loginDocument, { ...variables }, loginResponseSchema);
  return data.login;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
