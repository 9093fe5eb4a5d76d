import { z } from 'zod';
import { graphqlRequest } from '../../../../lib/api-client';
import { ApiError } from '../../../../lib/api-errors';
import { fetchFileBlob } from '../../../../lib/file-download';
import { staffHeaders } from '../../api/staff-api';

/**
 * The back office's change requests (decision 036): the queue, one request,
 * the decision and a proof's bytes. Every call sends the staff session
 * header; an applicant's session opens none of them.
 */

/** The statuses staff may list: a pending request is the applicant's own draft. */
export const reviewableStatuses = ['submitted', 'approved', 'declined', 'cancelled'] as const;
export type ReviewableStatus = (typeof reviewableStatuses)[number];

const itemSchema = z.object({
  id: z.number().int(),
  status: z.string(),
  codes: z.array(z.string()),
  applicantName: z.string(),
  submittedAt: z.string(),
  ageDays: z.number().int(),
});
export type ChangeRequestItem = z.infer<typeof itemSchema>;

const pageSchema = z.object({
  items: z.array(itemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ChangeRequestPage = z.infer<typeof pageSchema>;

export const opsChangeRequestsDocument = /* GraphQL */ `
  query OpsChangeRequests($status: String, $page: Int, $pageSize: Int) {
    opsChangeRequests(status: $status, page: $page, pageSize: $pageSize) {
      items {
        id
        status
        codes
        applicantName
        submittedAt
        ageDays
      }
      total
      page
      pageSize
    }
  }
`;

export async function fetchOpsChangeRequests(
  status: ReviewableStatus,
  page: number,
  pageSize: number,
): Promise<ChangeRequestPage> {
  const data = await graphqlRequest(
    opsChangeRequestsDocument,
    { status, page, pageSize },
    z.object({ opsChangeRequests: pageSchema }),
    { headers: staffHeaders() },
  );
  return data.opsChangeRequests;
}

const fileSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  fileType: z.string().nullable(),
  contentType: z.string(),
  byteSize: z.number().int(),
  version: z.number().int(),
  uploadedAt: z.string(),
});
export type ChangeRequestFile = z.infer<typeof fileSchema>;

const viewSchema = z.object({
  request: z.object({
    id: z.number().int(),
    status: z.string(),
    codes: z.array(z.string()),
    submittedAt: z.string(),
    closedAt: z.string().nullable(),
    data: z.array(z.object({ fieldName: z.string(), fieldValue: z.string() })),
    declineReason: z.string().nullable(),
  }),
  applicantName: z.string(),
  applicantEmail: z.string(),
  currentName: z.string(),
  currentAddress: z.string(),
  currentScraBenefitSince: z.string().nullable(),
  files: z.array(fileSchema),
  decidedBy: z.string().nullable(),
  allowedActions: z.array(z.string()),
});
export type OpsChangeRequest = z.infer<typeof viewSchema>;

const viewFields = `
    request {
      id
      status
      codes
      submittedAt
      closedAt
      data {
        fieldName
        fieldValue
      }
      declineReason
    }
    applicantName
    applicantEmail
    currentName
    currentAddress
    currentScraBenefitSince
    files {
      id
      fileName
      fileType
      contentType
      byteSize
      version
      uploadedAt
    }
    decidedBy
    allowedActions
`;

export const opsChangeRequestDocument = /* GraphQL */ `
  query OpsChangeRequest($id: Int!) {
    opsChangeRequest(id: $id) {
      ${viewFields}
    }
  }
`;

export async function fetchOpsChangeRequest(id: number): Promise<OpsChangeRequest> {
  const data = await graphqlRequest(opsChangeRequestDocument, { id }, z.object({ opsChangeRequest: viewSchema }), {
    headers: staffHeaders(),
  });
  return data.opsChangeRequest;
}

export const opsApproveChangeRequestDocument = /* GraphQL */ `
  mutation OpsApproveChangeRequest($id: Int!) {
    opsApproveChangeRequest(id: $id) {
      ${viewFields}
    }
  }
`;

export async function approveChangeRequest(id: number): Promise<OpsChangeRequest> {
  const data = await graphqlRequest(
    opsApproveChangeRequestDocument,
    { id },
    z.object({ opsApproveChangeRequest: viewSchema }),
    { headers: staffHeaders() },
  );
  return data.opsApproveChangeRequest;
}

export const opsDeclineChangeRequestDocument = /* GraphQL */ `
  mutation OpsDeclineChangeRequest($id: Int!, $reason: String!) {
    opsDeclineChangeRequest(id: $id, reason: $reason) {
      ${viewFields}
    }
  }
`;

export async function declineChangeRequest(id: number, reason: string): Promise<OpsChangeRequest> {
  const data = await graphqlRequest(
    opsDeclineChangeRequestDocument,
    { id, reason },
    z.object({ opsDeclineChangeRequest: viewSchema }),
    { headers: staffHeaders() },
  );
  return data.opsDeclineChangeRequest;
}

/** Where staff read a proof (the server's GET /api/v1/ops/change-request-files/:fileId). */
export const opsChangeRequestFileUrl = (fileId: number) => `/api/v1/ops/change-request-files/${fileId}`;

/** A proof's bytes, fetched with the staff session header (a plain `src` cannot send it). */
export async function fetchChangeRequestFile(fileId: number, signal?: AbortSignal): Promise<Blob> {
  if (!Number.isSafeInteger(fileId) || fileId < 1) throw new ApiError(400, 'Not a change-request file', undefined);
  return fetchFileBlob(opsChangeRequestFileUrl(fileId), staffHeaders(), signal);
}
