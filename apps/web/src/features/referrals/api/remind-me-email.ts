import { useMutation } from '@tanstack/react-query';
import type { RemindMeVersion } from '@waypoint/domain/referrals/remind-me';
import { graphql } from '../../../generated/gql';
import { graphqlRequest } from '../../../lib/api-client';

export const remindMeEmailDocument = graphql(/* GraphQL */ `
  mutation RemindMeEmail($email: String!, $referrerName: String, $inviteCode: String!, $version: String!) {
    remindMeEmail(email: $email, referrerName: $referrerName, inviteCode: $inviteCode, version: $version)
  }
`);

export interface RemindMeEmailVariables {
  email: string;
  referrerName: string | null;
  inviteCode: string;
  version: RemindMeVersion;
}

/** Asks the server to e-mail the invitation link to the visitor, to apply later. */
export async function remindMeEmail(variables: RemindMeEmailVariables): Promise<boolean> {
  const data = await graphqlRequest(remindMeEmailDocument, { ...variables });
  return data.remindMeEmail;
}

export function useRemindMeEmail() {
  return useMutation({ mutationFn: remindMeEmail });
}
