import { graphql } from '../../../../generated/gql';
import { graphqlRequest } from '../../../../lib/api-client';

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

/** The sandbox dialog's events; Plaid's Link sends these and more (TRANSITION_VIEW, OPEN_OAUTH…), recorded as named. */
export type SandboxLinkEventName =
  'OPEN' | 'SELECT_INSTITUTION' | 'SUBMIT_CREDENTIALS' | 'SELECT_ACCOUNT' | 'ERROR' | 'HANDOFF' | 'EXIT';

export interface LinkEvent {
  eventName: SandboxLinkEventName | (string & {});
  institutionName?: string;
  linkSessionId?: string;
  exitStatus?: string;
  errorCode?: string;
}

/** Records one Link event (product-rules#bank-linking). Analytics only: a failure never stops the applicant. */
export async function savePlaidEvent(applicationId: number, event: LinkEvent): Promise<void> {
  try {
    await graphqlRequest(savePlaidEventsDataDocument, { applicationId, ...event });
  } catch {
    // Losing an analytics event is better than interrupting the link.
  }
}
