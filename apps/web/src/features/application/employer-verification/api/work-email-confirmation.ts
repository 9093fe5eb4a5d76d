import { z } from 'zod';
import { workEmailConfirmationPath } from '@waypoint/domain/employer-verification/work-email-link';
import { graphql } from '../../../../generated/gql';
import type { SendWorkEmailConfirmationMutation } from '../../../../generated/graphql';
import { graphqlRequest, httpRequest } from '../../../../lib/api-client';

export const sendWorkEmailConfirmationDocument = graphql(/* GraphQL */ `
  mutation SendWorkEmailConfirmation($id: Int!, $email: String!) {
    sendWorkEmailConfirmation(id: $id, email: $email) {
      status
      email
      expiresAt
    }
  }
`);

export type WorkEmailSending = SendWorkEmailConfirmationMutation['sendWorkEmailConfirmation'];

/** YP_Employer_Verification and YP_WorkEmail_Sent: a link to the work e-mail (product-rules#work-email-confirmation); a resend replaces the last one. */
export async function sendWorkEmailConfirmation(
  applicationId: number | null | undefined,
  email: string,
): Promise<WorkEmailSending> {
  // The wizard shows these steps only for a saved draft, which has an id.
  if (applicationId == null) throw new Error('The application has not been saved yet.');
  const data = await graphqlRequest(sendWorkEmailConfirmationDocument, { id: applicationId, email });
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
