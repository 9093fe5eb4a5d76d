import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { graphqlRequest } from '../../../lib/api-client';

export const myNoticesDocument = /* GraphQL */ `
  query MyNotices {
    myNotices {
      id
      applicationId
      kind
      downloadUrl
      sentAt
    }
  }
`;

const myNoticeSchema = z.object({
  id: z.string(),
  applicationId: z.number().int(),
  kind: z.string(),
  downloadUrl: z.string().nullable(),
  sentAt: z.string(),
});

export type MyNotice = z.infer<typeof myNoticeSchema>;

/** Every notice sent to the signed-in applicant, across their applications, newest first (decision 033). */
export async function getMyNotices(): Promise<MyNotice[]> {
  const data = await graphqlRequest(myNoticesDocument, {}, z.object({ myNotices: z.array(myNoticeSchema) }));
  return data.myNotices;
}

export function useMyNotices() {
  return useQuery({ queryKey: ['my-notices'], queryFn: getMyNotices });
}
