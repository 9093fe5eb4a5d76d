import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../generated/gql';
import type { MyNoticesQuery } from '../../../generated/graphql';
import { graphqlRequest } from '../../../lib/api-client';

export const myNoticesDocument = graphql(/* GraphQL */ `
  query MyNotices {
    myNotices {
      id
      applicationId
      kind
      downloadUrl
      sentAt
    }
  }
`);

export type MyNotice = MyNoticesQuery['myNotices'][number];

/** Every notice sent to the signed-in applicant, across their applications, newest first (decision 033). */
export async function getMyNotices(): Promise<MyNotice[]> {
  const data = await graphqlRequest(myNoticesDocument, {});
  return data.myNotices;
}

export function useMyNotices() {
  return useQuery({ queryKey: ['my-notices'], queryFn: getMyNotices });
}
