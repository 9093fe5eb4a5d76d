import { graphql } from '../../../generated/gql';
import { graphqlRequest } from '../../../lib/api-client';
import type { User } from './user-fields';

export const registerDocument = graphql(/* GraphQL */ `
  mutation Register(
    $firstName: String!
    $middleName: String
    $lastName: String!
    $email: String!
    $password: String!
    $userSetPassword: Boolean
    $promoCode: String
    $recaptchaToken: String
    $REGISTER_ESIGN_DOC_VER: String!
    $anonymousID: String
    $sessionID: String
  ) {
    register(
      firstName: $firstName
      middleName: $middleName
      lastName: $lastName
      email: $email
      password: $password
      userSetPassword: $userSetPassword
      promoCode: $promoCode
      recaptchaToken: $recaptchaToken
      REGISTER_ESIGN_DOC_VER: $REGISTER_ESIGN_DOC_VER
      anonymousID: $anonymousID
      sessionID: $sessionID
    ) {
      ...UserFields
    }
  }
`);

export interface RegisterVariables {
  firstName: string;
  middleName: string | null;
  lastName: string;
  email: string;
  password: string;
  userSetPassword: boolean;
  promoCode: string | null;
  recaptchaToken: string;
  REGISTER_ESIGN_DOC_VER: string;
  anonymousID: string | null;
  sessionID: string | null;
}

/** Creates the account, records the E-SIGN consent and signs the person in. */
export async function register(variables: RegisterVariables): Promise<User> {
  const data = await graphqlRequest(registerDocument, { ...variables });
  return data.register;
}
