import { graphql } from '../../../generated/gql';
import type { OpsApplicationQuery, OpsDecisionFieldsFragment } from '../../../generated/graphql';
import { graphqlRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-errors';
import { fetchFileBlob } from '../../../lib/file-download';
import { staffHeaders } from './staff-api';

/**
 * The back office's reading of applications (decision 029): one
 * application, the logged SSN reveal and a document's bytes. Every call sends
 * the staff session header; an applicant's session opens none of them.
 */

/**
 * One application as staff read it. `allowedActions` is what the signed-in staff member may do now
 * (decision 032); `finalActionRefusal` why approve and decline are not offered.
 */
export type OpsApplication = OpsApplicationQuery['opsApplication'];
export type OpsDocument = OpsApplication['documents'][number];
export type OpsCheck = OpsApplication['checks'][number];
export type OpsCreditCheck = OpsApplication['creditCheck'];
export type OpsDecision = OpsDecisionFieldsFragment;
export type OpsRecommendation = OpsApplication['recommendations'][number];
export type OpsInformationRequest = NonNullable<OpsApplication['informationRequest']>;
/** One entry of the case's timeline (decision 068), newest first. */
export type OpsTimelineEntry = OpsApplication['timeline'][number];

export const opsApplicationDocument = graphql(/* GraphQL */ `
  query OpsApplication($applicationId: Int!) {
    opsApplication(applicationId: $applicationId) {
      applicationId
      version
      status
      track
      applicantName
      accountEmail
      submittedAt
      regBDeadline
      daysLeft
      clockKind
      clockState
      ssnMasked
      answerGroups {
        title
        answers {
          field
          label
          value
        }
      }
      documents {
        id
        uploadedAt
        version
        isCurrent
        downloadUrl
        fileName
        fileType
        contentType
        isRecognized
        isValid
        isDocumentExpired
        isDocumentMismatch
      }
      checks {
        name
        result
        detail
      }
      creditCheck {
        status
        bureauName
        score
        scoreModel
        keyFactors
        tradelines
        delinquencies
        publicRecords
        inquiriesLast6Months
        fraudAlert
      }
      suggestion {
        ...OpsDecisionFields
      }
      decisions {
        ...OpsDecisionFields
      }
      informationRequested
      assignee {
        ...OpsCaseAssigneeFields
      }
      recommendations {
        id
        outcome
        creditLimit
        reasonDetails {
          code
          text
        }
        note
        staffEmail
        createdAt
      }
      informationRequest {
        id
        items {
          code
          text
        }
        note
        staffEmail
        requestedAt
        deadline
        outstandingCodes
        remindersSent
        closedIncompleteAt
        letters {
          id
          kind
          sentAt
          downloadUrl
        }
      }
      allowedActions
      finalActionRefusal
      timeline {
        id
        at
        kind
        title
        detail
        actor
        fileUrl
        fileLabel
      }
      timelineTruncated
    }
  }

  fragment OpsDecisionFields on OpsDecision {
    id
    decidedAt
    outcome
    source
    actor
    policyVersion
    reasons
    reasonDetails {
      code
      text
    }
    creditLimit
    trigger
  }
`);

export async function fetchOpsApplication(applicationId: number): Promise<OpsApplication> {
  const data = await graphqlRequest(opsApplicationDocument, { applicationId }, { headers: staffHeaders() });
  return data.opsApplication;
}

export const opsRevealSsnDocument = graphql(/* GraphQL */ `
  mutation OpsRevealSsn($applicationId: Int!) {
    opsRevealSsn(applicationId: $applicationId)
  }
`);

/** The full SSN; the server writes the reveal to the audit log before answering. */
export async function revealSsn(applicationId: number): Promise<string> {
  const data = await graphqlRequest(
    opsRevealSsnDocument,
    { applicationId },
    {
      headers: staffHeaders(),
    },
  );
  return data.opsRevealSsn;
}

const staffFilePrefix = '/api/v1/ops/applications/';

/**
 * A document's bytes from its staff download address, fetched with the staff
 * session header: a plain navigation or an `<img src>` cannot send it. Only
 * an address under the staff files route is followed, whatever the answer said.
 */
export async function fetchOpsFile(downloadUrl: string, signal?: AbortSignal): Promise<Blob> {
  if (!downloadUrl.startsWith(staffFilePrefix) || downloadUrl.includes('..')) {
    throw new ApiError(400, 'Not a back-office file address', undefined);
  }
  return fetchFileBlob(downloadUrl, staffHeaders(), signal);
}
