import { graphql } from '../../../generated/gql';
import { graphqlRequest } from '../../../lib/api-client';

export const forgotPasswordDocument = graphql(/* GraphQL */ `
  query ForgotPassword($email: String!, $recaptchaToken: String) {
    forgotPassword(email: $email, recaptchaToken: $recaptchaToken)
  }
`);

export interface ForgotPasswordVariables {
  email: string;
  recaptchaToken: string;
}

/** Asks for a reset link; the answer is the same whether or not the account exists. */
export async function forgotPassword(variables: ForgotPasswordVariables): Promise<boolean> {
  const data = await graphqlRequest(forgotPasswordDocument, { ...variables });
  return data.forgotPassword;
}
