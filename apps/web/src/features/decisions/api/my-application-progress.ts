import { useQuery } from '@tanstack/react-query';
import { applicantStages, type ApplicantStage } from '@waypoint/domain/decisions/applicant-stage';
import { graphql } from '../../../generated/gql';
import type { MyApplicationProgressQuery } from '../../../generated/graphql';
import { graphqlRequest } from '../../../lib/api-client';
import { knownValue } from '../../../lib/known-value';

export const myApplicationProgressDocument = graphql(/* GraphQL */ `
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
`);

type ProgressFields = NonNullable<MyApplicationProgressQuery['myApplicationProgress']>;

/** Where the application stands, its stage narrowed to the domain's list: the panel says one thing per stage. */
export type MyApplicationProgress = Omit<ProgressFields, 'stage'> & { stage: ApplicantStage };
export type InformationRequestItem = NonNullable<MyApplicationProgress['informationRequest']>['items'][number];
export type { ApplicantStage };

export const myApplicationProgressKey = ['my-application-progress'] as const;

/** Where the signed-in applicant's submitted application stands (decision 032); null before submit or once canceled. */
export async function getMyApplicationProgress(): Promise<MyApplicationProgress | null> {
  const { myApplicationProgress: progress } = await graphqlRequest(myApplicationProgressDocument, {});
  return progress && { ...progress, stage: knownValue(applicantStages, progress.stage) };
}

export function useMyApplicationProgress() {
  return useQuery({ queryKey: myApplicationProgressKey, queryFn: getMyApplicationProgress });
}
