import { z } from 'zod';
import { graphqlRequest } from '../../../lib/api-client';

export const validatePromoCodeDocument = /* GraphQL */ `
  mutation ValidatePromoCode($inviteCode: String!) {
    validatePreApprovedCode(inviteCode: $inviteCode)
  }
`;

const validateResponseSchema = z.object({ validatePreApprovedCode: z.boolean() });

/** product-rules#account-operations validatePreApprovedCode: true for a member's invitation code or a partner's pre-approved code. */
export async function validatePromoCode(code: string): Promise<boolean> {
  const data = await graphqlRequest(validatePromoCodeDocument, { inviteCode: code }, validateResponseSchema);
  return data.validatePreApprovedCode;
}
