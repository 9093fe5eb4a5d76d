import { graphql } from '../../../../generated/gql';
import { graphqlRequest } from '../../../../lib/api-client';
import type { LinkEvent } from '../../../../lib/bank-link/link-session';

export const savePlaidEventsDataDocument = graphql(/* GraphQL */ `
  mutation SavePlaidEventsData(
    $applicationId: Int!
    $eventName: String!
    $institutionName: String
    $linkSessionId: String
    $exitStatus: String
    $errorCode: String
  ) {
    savePlaidEventsData(
      applicationId: $applicationId
      eventName: $eventName
      institutionName: $institutionName
      linkSessionId: $linkSessionId
      exitStatus: $exitStatus
      errorCode: $errorCode
    )
  }
`);

/** Records one Link event (product-rules#bank-linking). Analytics only: a failure never stops the applicant. */
export async function savePlaidEvent(applicationId: number, event: LinkEvent): Promise<void> {
  try {
    await graphqlRequest(savePlaidEventsDataDocument, { applicationId, ...event });
  } catch {
    // Losing an analytics event is better than interrupting the link.
  }
}
