import { z } from 'zod';
import { workEmailConfirmationPath } from '@waypoint/domain/employer-verification/work-email-link';
import { graphqlRequest, httpRequest } from '../../../../lib/api-client';

export const sendWorkEmailConfirmationDocument = /* GraphQL */ `
  mutation SendWorkEmailConfirmation($id: Int!, $email: String!) {
    sendWorkEmailConfirmation(id: $id, email: $email) {
      status
      email
      expiresAt
    }
  }
`;

const sendingSchema = z.object({
  status: z.enum(['sent', 'alreadyVerified']),
  email: z.string(),
  expiresAt: z.string().nullable(),
});
export type WorkEmailSending = z.infer<typeof sendingSchema>;

/** YP_Employer_Verification and YP_WorkEmail_Sent: a link to the work e-mail (product-rules#work-email-confirmation); a resend replaces the last one. */
export async function sendWorkEmailConfirmation(
  applicationId: number | null | undefined,
  email: string,
): Promise<WorkEmailSending> {
  // The wizard shows these steps only for a saved draft, which has an id.
  if (applicationId == null) throw new Error('The application has not been saved yet.');
  const data = await graphqlRequest(
    sendWorkEmailConfirmationDocument,
    { id: applicationId, email },
    z.object({ sendWorkEmailConfirmation: sendingSchema }),
  );
  return data.sendWorkEmailConfirmation;
}

/** The link page: confirms the link from the e-mail; no session needed (product-rules#work-email-confirmation plain HTTP). */
export async function confirmWorkEmail(first: string, second: string): Promise<{ verified: true }> {
  return httpRequest(
    workEmailConfirmationPath(first, second),
    { method: 'POST' },
    z.object({ verified: z.literal(true) }),
  );
}
