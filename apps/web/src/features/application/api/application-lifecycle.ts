import { graphql } from '../../../generated/gql';
import type { ApplicationSaveMutation } from '../../../generated/graphql';
import { graphqlRequest } from '../../../lib/api-client';

export type ApplicationRecord = ApplicationSaveMutation['applicationSave'];

export const applicationSaveDocument = graphql(/* GraphQL */ `
  mutation ApplicationSave {
    applicationSave {
      status
      submissionDate
    }
  }
`);

/** On a review step: the draft becomes the application, with the accepted disclosures recorded (product-rules#review-and-submit, product-rules#review-disclosures). */
export async function applicationSave(): Promise<ApplicationRecord> {
  const data = await graphqlRequest(applicationSaveDocument, {});
  return data.applicationSave;
}

export const applicationSubmitDocument = graphql(/* GraphQL */ `
  mutation ApplicationSubmit($sessionID: String) {
    applicationSubmit(sessionID: $sessionID) {
      status
      submissionDate
    }
  }
`);

/** On reaching a completed step (product-rules#review-and-submit); the server submits once however often this is sent. */
export async function applicationSubmit(sessionID: string | null): Promise<ApplicationRecord> {
  const data = await graphqlRequest(applicationSubmitDocument, { sessionID });
  return data.applicationSubmit;
}
