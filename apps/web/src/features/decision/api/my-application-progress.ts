import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { graphqlRequest } from '../../../lib/api-client';

export const myApplicationProgressDocument = /* GraphQL */ `
  query MyApplicationProgress {
    myApplicationProgress {
      applicationId
      stage
      submittedAt
      informationRequest {
        deadline
        requestedAt
        noticeUrl
        closingNoticeUrl
        items {
          code
          reason
          uploadTypes
          received
        }
      }
      canApplyAgainFrom
    }
  }
`;

const myApplicationProgressSchema = z.object({
  applicationId: z.number().int(),
  stage: z.enum(['submitted', 'inReview', 'informationRequested', 'approved', 'declined', 'closedIncomplete']),
  submittedAt: z.string().nullable(),
  informationRequest: z
    .object({
      deadline: z.string(),
      requestedAt: z.string(),
      noticeUrl: z.string().nullable(),
      closingNoticeUrl: z.string().nullable(),
      items: z.array(
        z.object({ code: z.string(), reason: z.string(), uploadTypes: z.array(z.string()), received: z.boolean() }),
      ),
    })
    .nullable(),
  canApplyAgainFrom: z.string().nullable(),
});

export type MyApplicationProgress = z.infer<typeof myApplicationProgressSchema>;
export type ApplicantStage = MyApplicationProgress['stage'];
export type InformationRequestItem = NonNullable<MyApplicationProgress['informationRequest']>['items'][number];

export const myApplicationProgressKey = ['my-application-progress'] as const;

/** Where the signed-in applicant's submitted application stands (decision 032); null before submit or once canceled. */
export async function getMyApplicationProgress(): Promise<MyApplicationProgress | null> {
  const data = await graphqlRequest(
    myApplicationProgressDocument,
    {},
    z.object({ myApplicationProgress: myApplicationProgressSchema.nullable() }),
  );
  return data.myApplicationProgress;
}

export function useMyApplicationProgress() {
  return useQuery({ queryKey: myApplicationProgressKey, queryFn: getMyApplicationProgress });
}
