import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../generated/gql';
import { graphqlRequest } from '../../../lib/api-client';

export const resendVerificationEmailDocument = graphql(/* GraphQL */ `
  query ResendVerificationEmail($email: String!) {
    resendVerificationEmail(email: $email)
  }
`);

/** Sends the verification e-mail again; true whether or not the address is known. */
export async function resendVerificationEmail(email: string): Promise<boolean> {
  const data = await graphqlRequest(resendVerificationEmailDocument, { email });
  return data.resendVerificationEmail;
}

export function useResendVerificationEmail() {
  return useMutation({ mutationFn: resendVerificationEmail });
}
