import { z } from 'zod';
import { graphqlRequest } from '../../../lib/api-client';

const recordSchema = z.object({ status: z.string(), submissionDate: z.string().nullable() });
export type ApplicationRecord = z.infer<typeof recordSchema>;

export const applicationSaveDocument = /* GraphQL */ `
  mutation ApplicationSave {
    applicationSave {
      status
      submissionDate
    }
  }
`;

/** On a review step: the draft becomes the application, with the accepted disclosures recorded (product-rules#review-and-submit, product-rules#review-disclosures). */
export async function applicationSave(): Promise<ApplicationRecord> {
  const data = await graphqlRequest(applicationSaveDocument, {}, z.object({ applicationSave: recordSchema }));
  return data.applicationSave;
}

export const applicationSubmitDocument = /* GraphQL */ `
  mutation ApplicationSubmit($sessionID: String) {
    applicationSubmit(sessionID: $sessionID) {
      status
      submissionDate
    }
  }
`;

/** On reaching a completed step (product-rules#review-and-submit); the server submits once however often this is sent. */
export async function applicationSubmit(sessionID: string | null): Promise<ApplicationRecord> {
  const data = await graphqlRequest(
    applicationSubmitDocument,
    { sessionID },
    z.object({ applicationSubmit: recordSchema }),
  );
  return data.applicationSubmit;
}
