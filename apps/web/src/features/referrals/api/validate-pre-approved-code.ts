import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { graphqlRequest } from '../../../lib/api-client';

export const validatePreApprovedCodeDocument = /* GraphQL */ `
  mutation ValidatePreApprovedCode($inviteCode: String!) {
    validatePreApprovedCode(inviteCode: $inviteCode)
  }
`;

const validateResponseSchema = z.object({ validatePreApprovedCode: z.boolean() });

/** True for a member's invitation code or a partner's pre-approved code. */
export async function validatePreApprovedCode(inviteCode: string): Promise<boolean> {
  const data = await graphqlRequest(validatePreApprovedCodeDocument, { inviteCode }, validateResponseSchema);
  return data.validatePreApprovedCode;
}

export function useValidatePreApprovedCode() {
  return useMutation({ mutationFn: validatePreApprovedCode });
}
