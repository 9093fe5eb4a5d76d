import { z } from 'zod';
import { graphqlRequest } from '../../../lib/api-client';

export const resendVerificationEmailDocument = /* GraphQL */ `
  query ResendVerificationEmail($email: String!) {
    resendVerificationEmail(email: $email)
  }
`;

/** Verify_Email's resend: the verification e-mail again, to the account's address. */
export async function resendVerificationEmail(email: string): Promise<boolean> {
  const data = await graphqlRequest(
    resendVerificationEmailDocument,
    { email },
    z.object({ resendVerificationEmail: z.boolean() }),
  );
  return data.resendVerificationEmail;
}

export const scheduleRelocationReminderDocument = /* GraphQL */ `
  mutation ScheduleRelocationReminder {
    scheduleRelocationReminder {
      scheduledFor
      email
    }
  }
`;

const reminderSchema = z.object({ scheduledFor: z.string(), email: z.string() });
export type RelocationReminder = z.infer<typeof reminderSchema>;

/** The {hash} step's reminder: one e-mail, near the relocation date; asking twice schedules it once. */
export async function scheduleRelocationReminder(): Promise<RelocationReminder> {
  const data = await graphqlRequest(
    scheduleRelocationReminderDocument,
    {},
    z.object({ scheduleRelocationReminder: reminderSchema }),
  );
  return data.scheduleRelocationReminder;
}
