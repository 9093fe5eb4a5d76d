import { graphql } from '../../../generated/gql';
import { graphqlRequest } from '../../../lib/api-client';

export const validatePromoCodeDocument = graphql(/* GraphQL */ `
  mutation ValidatePromoCode($inviteCode: String!) {
    validatePreApprovedCode(inviteCode: $inviteCode)
  }
`);

/** product-rules#account-operations validatePreApprovedCode: true for a member's invitation code or a partner's pre-approved code. */
export async function validatePromoCode(code: string): Promise<boolean> {
  const data = await graphqlRequest(validatePromoCodeDocument, { inviteCode: code });
  return data.validatePreApprovedCode;
}
