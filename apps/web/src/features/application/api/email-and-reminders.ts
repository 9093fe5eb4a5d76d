import { graphql } from '../../../generated/gql';
import type { ScheduleRelocationReminderMutation } from '../../../generated/graphql';
import { graphqlRequest } from '../../../lib/api-client';

export const resendVerificationEmailDocument = graphql(/* GraphQL */ `
  query ResendVerificationEmail($email: String!) {
    resendVerificationEmail(email: $email)
  }
`);

/** Verify_Email's resend: the verification e-mail again, to the account's address. */
export async function resendVerificationEmail(email: string): Promise<boolean> {
  const data = await graphqlRequest(resendVerificationEmailDocument, { email });
  return data.resendVerificationEmail;
}

export const scheduleRelocationReminderDocument = graphql(/* GraphQL */ `
  mutation ScheduleRelocationReminder {
    scheduleRelocationReminder {
      scheduledFor
      email
    }
  }
`);

export type RelocationReminder = ScheduleRelocationReminderMutation['scheduleRelocationReminder'];

/** The {hash} step's reminder: one e-mail, near the relocation date; asking twice schedules it once. */
export async function scheduleRelocationReminder(): Promise<RelocationReminder> {
  const data = await graphqlRequest(scheduleRelocationReminderDocument, {});
  return data.scheduleRelocationReminder;
}
