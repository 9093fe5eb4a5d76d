import { useMutation } from '@tanstack/react-query';
import type { ContactTopic } from '@waypoint/domain/site/contact/contact-message';
import { graphql } from '../../../generated/gql';
import { graphqlRequest } from '../../../lib/api-client';

export const sendContactMessageDocument = graphql(/* GraphQL */ `
  mutation SendContactMessage(
    $name: String!
    $email: String!
    $topic: String!
    $message: String!
    $recaptchaToken: String
  ) {
    sendContactMessage(name: $name, email: $email, topic: $topic, message: $message, recaptchaToken: $recaptchaToken)
  }
`);

export interface SendContactMessageVariables {
  name: string;
  email: string;
  topic: ContactTopic;
  message: string;
  recaptchaToken: string;
}

/** Sends the contact form to support; the server mails an acknowledgement to `email`. */
export async function sendContactMessage(variables: SendContactMessageVariables): Promise<boolean> {
  const data = await graphqlRequest(sendContactMessageDocument, { ...variables });
  return data.sendContactMessage;
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
