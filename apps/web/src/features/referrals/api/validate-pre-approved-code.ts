import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../generated/gql';
import { graphqlRequest } from '../../../lib/api-client';

export const validatePreApprovedCodeDocument = graphql(/* GraphQL */ `
  mutation ValidatePreApprovedCode($inviteCode: String!) {
    validatePreApprovedCode(inviteCode: $inviteCode)
  }
`);

/** True for a member's invitation code or a partner's pre-approved code. */
export async function validatePreApprovedCode(inviteCode: string): Promise<boolean> {
  const data = await graphqlRequest(validatePreApprovedCodeDocument, { inviteCode });
  return data.validatePreApprovedCode;
}

export function useValidatePreApprovedCode() {
  return useMutation({ mutationFn: validatePreApprovedCode });
}
