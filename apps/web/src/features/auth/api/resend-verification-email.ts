import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { graphqlRequest } from '../../../lib/api-client';

export const resendVerificationEmailDocument = /* GraphQL */ `
  query ResendVerificationEmail($email: String!) {
    resendVerificationEmail(email: $email)
  }
`;

const resendVerificationEmailResponseSchema = z.object({ resendVerificationEmail: z.boolean() });

/** Sends the verification e-mail again; true whether or not the address is known. */
export async function resendVerificationEmail(email: string): Promise<boolean> {
  const data = await graphqlRequest(resendVerificationEmailDocument, { email }, resendVerificationEmailResponseSchema);
  return data.resendVerificationEmail;
}

export function useResendVerificationEmail() {
  return useMutation({ mutationFn: resendVerificationEmail });
}
