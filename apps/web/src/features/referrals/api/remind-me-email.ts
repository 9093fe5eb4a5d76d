import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { RemindMeVersion } from '@waypoint/domain/referrals/remind-me';
import { graphqlRequest } from '../../../lib/api-client';

export const remindMeEmailDocument = /* GraphQL */ `
  mutation RemindMeEmail($email: String!, $referrerName: String, $inviteCode: String!, $version: String!) {
    remindMeEmail(email: $email, referrerName: $referrerName, inviteCode: $inviteCode, version: $version)
  }
`;

export interface RemindMeEmailVariables {
  email: string;
  referrerName: string | null;
  inviteCode: string;
  version: RemindMeVersion;
}

const remindMeEmailResponseSchema = z.object({ remindMeEmail: z.literal(true) });

/** Asks the server to e-mail the invitation link to the visitor, to apply later. */
export async function remindMeEmail(variables: RemindMeEmailVariables): Promise<true> {
  const data = await graphqlRequest(remindMeEmailDocument, { ...variables }, remindMeEmailResponseSchema);
  return data.remindMeEmail;
}

export function useRemindMeEmail() {
  return useMutation({ mutationFn: remindMeEmail });
}
