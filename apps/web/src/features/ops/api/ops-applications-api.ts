import { z } from 'zod';
import { graphqlRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-errors';
import { fetchFileBlob } from '../../../lib/file-download';
import { staffHeaders } from './staff-api';

/**
 * The back office's reading of applications (decision 029): the queue, one
 * application, the logged SSN reveal and a document's bytes. Every call sends
 * the staff session header; an applicant's session opens none of them.
 */

const queueItemSchema = z.object({
  applicationId: z.number().int(),
  applicantName: z.string(),
  track: z.string(),
  submittedAt: z.string(),
  ageDays: z.number().int(),
  regBDeadline: z.string(),
  daysLeft: z.number().int(),
  clockKind: z.string(),
  clockState: z.string(),
  suggestion: z.string().nullable(),
  suggestionReasons: z.array(z.object({ code: z.string(), text: z.string() })),
  informationRequested: z.boolean(),
});
export type QueueItem = z.infer<typeof queueItemSchema>;

const queuePageSchema = z.object({
  items: z.array(queueItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type QueuePage = z.infer<typeof queuePageSchema>;

/** `outcome` is the policy's latest suggestion: approve, refer, decline, or none (not decided yet). */
export interface QueueFilter {
  track?: string;
  outcome?: string;
}

export const opsQueueDocument = /* GraphQL */ `
  query OpsQueue($filter: OpsQueueFilter, $page: Int, $pageSize: Int) {
    opsQueue(filter: $filter, page: $page, pageSize: $pageSize) {
      items {
        applicationId
        applicantName
        track
        submittedAt
        ageDays
        regBDeadline
        daysLeft
        clockKind
        clockState
        suggestion
        suggestionReasons {
          code
          text
        }
        informationRequested
      }
      total
      page
      pageSize
    }
  }
`;

export async function fetchOpsQueue(filter: QueueFilter, page: number, pageSize: number): Promise<QueuePage> {
  const data = await graphqlRequest(
    opsQueueDocument,
    { filter, page, pageSize },
    z.object({ opsQueue: queuePageSchema }),
    { headers: staffHeaders() },
  );
  return data.opsQueue;
}

const answerSchema = z.object({ field: z.string(), label: z.string(), value: z.string().nullable() });
const answerGroupSchema = z.object({ title: z.string(), answers: z.array(answerSchema) });

const documentSchema = z.object({
  id: z.number().int(),
  uploadedAt: z.string(),
  version: z.number().int(),
  isCurrent: z.boolean(),
  downloadUrl: z.string(),
  fileName: z.string(),
  fileType: z.string(),
  contentType: z.string(),
  isRecognized: z.boolean(),
  isValid: z.boolean(),
  isDocumentExpired: z.boolean(),
  isDocumentMismatch: z.boolean(),
});
export type OpsDocument = z.infer<typeof documentSchema>;

const checkSchema = z.object({ name: z.string(), result: z.string(), detail: z.string().nullable() });
export type OpsCheck = z.infer<typeof checkSchema>;

const creditCheckSchema = z.object({
  status: z.string(),
  bureauName: z.string().nullable(),
  score: z.number().int().nullable(),
  scoreModel: z.string().nullable(),
  keyFactors: z.array(z.string()),
  tradelines: z.number().int().nullable(),
  delinquencies: z.number().int().nullable(),
  publicRecords: z.number().int().nullable(),
  inquiriesLast6Months: z.number().int().nullable(),
  fraudAlert: z.boolean().nullable(),
});
export type OpsCreditCheck = z.infer<typeof creditCheckSchema>;

const reasonSchema = z.object({ code: z.string(), text: z.string() });

const decisionSchema = z.object({
  id: z.string(),
  decidedAt: z.string(),
  outcome: z.string(),
  source: z.string(),
  actor: z.string().nullable(),
  policyVersion: z.string().nullable(),
  reasons: z.array(z.string()),
  reasonDetails: z.array(reasonSchema),
  creditLimit: z.number().nullable(),
  trigger: z.string(),
});
export type OpsDecision = z.infer<typeof decisionSchema>;

const recommendationSchema = z.object({
  id: z.string(),
  outcome: z.string(),
  creditLimit: z.number().int().nullable(),
  reasonDetails: z.array(reasonSchema),
  note: z.string().nullable(),
  staffEmail: z.string(),
  createdAt: z.string(),
});
export type OpsRecommendation = z.infer<typeof recommendationSchema>;

const informationRequestSchema = z.object({
  id: z.string(),
  items: z.array(reasonSchema),
  note: z.string().nullable(),
  staffEmail: z.string(),
  requestedAt: z.string(),
  deadline: z.string(),
  outstandingCodes: z.array(z.string()),
  remindersSent: z.array(z.number().int()),
  closedIncompleteAt: z.string().nullable(),
  letters: z.array(z.object({ id: z.string(), kind: z.string(), sentAt: z.string(), downloadUrl: z.string() })),
});
export type OpsInformationRequest = z.infer<typeof informationRequestSchema>;

const applicationSchema = z.object({
  applicationId: z.number().int(),
  version: z.number().int(),
  status: z.string(),
  track: z.string(),
  applicantName: z.string(),
  accountEmail: z.string(),
  submittedAt: z.string().nullable(),
  regBDeadline: z.string().nullable(),
  daysLeft: z.number().int().nullable(),
  clockKind: z.string().nullable(),
  clockState: z.string().nullable(),
  ssnMasked: z.string().nullable(),
  answerGroups: z.array(answerGroupSchema),
  documents: z.array(documentSchema),
  checks: z.array(checkSchema),
  creditCheck: creditCheckSchema,
  suggestion: decisionSchema.nullable(),
  decisions: z.array(decisionSchema),
  informationRequested: z.boolean(),
  recommendations: z.array(recommendationSchema),
  informationRequest: informationRequestSchema.nullable(),
  /** What the signed-in staff member may do now (decision 032): requestInformation, recommend, approve, decline. */
  allowedActions: z.array(z.string()),
  /** Why approve and decline are not offered: ROLE_NOT_ALLOWED, FOUR_EYES or ALREADY_DECIDED. */
  finalActionRefusal: z.string().nullable(),
});
export type OpsApplication = z.infer<typeof applicationSchema>;

export const opsApplicationDocument = /* GraphQL */ `
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
`;

export async function fetchOpsApplication(applicationId: number): Promise<OpsApplication> {
  const data = await graphqlRequest(
    opsApplicationDocument,
    { applicationId },
    z.object({ opsApplication: applicationSchema }),
    { headers: staffHeaders() },
  );
  return data.opsApplication;
}

export const opsRevealSsnDocument = /* GraphQL */ `
  mutation OpsRevealSsn($applicationId: Int!) {
    opsRevealSsn(applicationId: $applicationId)
  }
`;

/** The full SSN; the server writes the reveal to the audit log before answering. */
export async function revealSsn(applicationId: number): Promise<string> {
  const data = await graphqlRequest(opsRevealSsnDocument, { applicationId }, z.object({ opsRevealSsn: z.string() }), {
    headers: staffHeaders(),
  });
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
