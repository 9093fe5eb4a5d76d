import { graphql } from '../../../../generated/gql';
import type { OpsChangeRequestsQuery, OpsChangeRequestViewFragment } from '../../../../generated/graphql';
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

export type ChangeRequestPage = OpsChangeRequestsQuery['opsChangeRequests'];
export type ChangeRequestItem = ChangeRequestPage['items'][number];

export const opsChangeRequestsDocument = graphql(/* GraphQL */ `
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
`);

export async function fetchOpsChangeRequests(
  status: ReviewableStatus,
  page: number,
  pageSize: number,
): Promise<ChangeRequestPage> {
  const data = await graphqlRequest(opsChangeRequestsDocument, { status, page, pageSize }, { headers: staffHeaders() });
  return data.opsChangeRequests;
}

export const opsChangeRequestViewFragment = graphql(/* GraphQL */ `
  fragment OpsChangeRequestView on OpsChangeRequestView {
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
    scraRateCap {
      accountOpenedOn
      activeDutyStartDate
      debtPredatesService
      capApplied
      appliedAt
      aprBeforeBps
      cappedAprBps
      effectiveFrom
      creditedCents
    }
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
  }
`);

export type OpsChangeRequest = OpsChangeRequestViewFragment;
export type ChangeRequestFile = OpsChangeRequest['files'][number];

export const opsChangeRequestDocument = graphql(/* GraphQL */ `
  query OpsChangeRequest($id: Int!) {
    opsChangeRequest(id: $id) {
      ...OpsChangeRequestView
    }
  }
`);

export async function fetchOpsChangeRequest(id: number): Promise<OpsChangeRequest> {
  const data = await graphqlRequest(
    opsChangeRequestDocument,
    { id },
    {
      headers: staffHeaders(),
    },
  );
  return data.opsChangeRequest;
}

export const opsApproveChangeRequestDocument = graphql(/* GraphQL */ `
  mutation OpsApproveChangeRequest($id: Int!) {
    opsApproveChangeRequest(id: $id) {
      ...OpsChangeRequestView
    }
  }
`);

export async function approveChangeRequest(id: number): Promise<OpsChangeRequest> {
  const data = await graphqlRequest(opsApproveChangeRequestDocument, { id }, { headers: staffHeaders() });
  return data.opsApproveChangeRequest;
}

export const opsDeclineChangeRequestDocument = graphql(/* GraphQL */ `
  mutation OpsDeclineChangeRequest($id: Int!, $reason: String!) {
    opsDeclineChangeRequest(id: $id, reason: $reason) {
      ...OpsChangeRequestView
    }
  }
`);

export async function declineChangeRequest(id: number, reason: string): Promise<OpsChangeRequest> {
  const data = await graphqlRequest(opsDeclineChangeRequestDocument, { id, reason }, { headers: staffHeaders() });
  return data.opsDeclineChangeRequest;
}

/** Where staff read a proof (the server's GET /api/v1/ops/change-request-files/:fileId). */
export const opsChangeRequestFileUrl = (fileId: number) => `/api/v1/ops/change-request-files/${fileId}`;

/** A proof's bytes, fetched with the staff session header (a plain `src` cannot send it). */
export async function fetchChangeRequestFile(fileId: number, signal?: AbortSignal): Promise<Blob> {
  if (!Number.isSafeInteger(fileId) || fileId < 1) throw new ApiError(400, 'Not a change-request file', undefined);
  return fetchFileBlob(opsChangeRequestFileUrl(fileId), staffHeaders(), signal);
}
