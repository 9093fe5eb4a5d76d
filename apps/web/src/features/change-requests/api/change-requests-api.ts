import { z } from 'zod';
import type { ChangeRequestFileType, ChangeRequestKind } from '@waypoint/domain/change-requests/change-request-kinds';
import {
  changeRequestFileGroupsSchema,
  changeRequestFileSchema,
  changeRequestSchema,
} from '@waypoint/domain/change-requests/change-request-response';
import type { ChangeRequestFieldPair } from '@waypoint/domain/change-requests/change-request-submission';
import { graphqlRequest } from '../../../lib/api-client';
import { uploadFile } from '../../../lib/upload-file';

/*
 * The change-request operations (docs/product-rules.md#change-requests,
 * decision 036). Every answer is read through the domain's response schemas
 * (product-rules#change-request-validation): a status outside the five fails the parse, so the panel says it
 * could not load rather than showing it; an unknown file type reads as null.
 */

const changeRequestFields = /* GraphQL */ `
  id
  status
  codes
  submittedAt
  createdAt
  closedAt
  declineReason
`;

const fileFields = /* GraphQL */ `
  id
  fileName
  fileType
  contentType
  byteSize
  version
  uploadedAt
`;

export const changeRequestViewSchema = changeRequestSchema.extend({
  createdAt: z.string(),
  closedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
});
export type ChangeRequest = z.infer<typeof changeRequestViewSchema>;

export const changeRequestFileViewSchema = changeRequestFileSchema.extend({
  contentType: z.string(),
  byteSize: z.number().int(),
  version: z.number().int(),
  uploadedAt: z.string(),
});
export type ChangeRequestFile = z.infer<typeof changeRequestFileViewSchema>;

const fileGroupsSchema = changeRequestFileGroupsSchema.extend({
  proofOfName: z.array(changeRequestFileViewSchema),
  proofOfAddress: z.array(changeRequestFileViewSchema),
  proofOfSCRA: z.array(changeRequestFileViewSchema),
});
export type ChangeRequestFiles = z.infer<typeof fileGroupsSchema>;

const overviewSchema = z.object({
  changeRequestData: changeRequestViewSchema.nullable(),
  currentAddress: z.string(),
});
export type ChangeRequestOverview = z.infer<typeof overviewSchema>;

export const getChangeRequestDocument = /* GraphQL */ `
  query GetChangeRequest($uuid: String!) {
    getChangeRequest(uuid: $uuid) {
      changeRequestData {
        ${changeRequestFields}
      }
      currentAddress
    }
  }
`;

/** The account's latest change request (the open one when there is one) and its address on file. */
export async function getChangeRequest(uuid: string): Promise<ChangeRequestOverview> {
  const data = await graphqlRequest(getChangeRequestDocument, { uuid }, z.object({ getChangeRequest: overviewSchema }));
  return data.getChangeRequest;
}

export const myChangeRequestsDocument = /* GraphQL */ `
  query MyChangeRequests {
    myChangeRequests {
      ${changeRequestFields}
    }
  }
`;

/** Every change request of the account, newest first. */
export async function myChangeRequests(): Promise<ChangeRequest[]> {
  const data = await graphqlRequest(
    myChangeRequestsDocument,
    {},
    z.object({ myChangeRequests: z.array(changeRequestViewSchema) }),
  );
  return data.myChangeRequests;
}

export const getChangeRequestFilesDocument = /* GraphQL */ `
  query GetChangeRequestFiles($uuid: String!, $changeRequestId: Int!) {
    getFiles(uuid: $uuid, changeRequestId: $changeRequestId) {
      proofOfName {
        ${fileFields}
      }
      proofOfAddress {
        ${fileFields}
      }
      proofOfSCRA {
        ${fileFields}
      }
    }
  }
`;

/** A request's files in their three groups, newest first. */
export async function getChangeRequestFiles(uuid: string, changeRequestId: number): Promise<ChangeRequestFiles> {
  const data = await graphqlRequest(
    getChangeRequestFilesDocument,
    { uuid, changeRequestId },
    z.object({ getFiles: fileGroupsSchema }),
  );
  return data.getFiles;
}

export const startChangeRequestDocument = /* GraphQL */ `
  mutation StartChangeRequest($codes: [String!]!) {
    startChangeRequest(codes: $codes) {
      ${changeRequestFields}
    }
  }
`;

export async function startChangeRequest(codes: readonly ChangeRequestKind[]): Promise<ChangeRequest> {
  const data = await graphqlRequest(
    startChangeRequestDocument,
    { codes },
    z.object({ startChangeRequest: changeRequestViewSchema }),
  );
  return data.startChangeRequest;
}

export const submitChangeRequestDocument = /* GraphQL */ `
  mutation SubmitChangeRequest($id: Int!, $data: [ChangeRequestFieldInput!]!) {
    submitChangeRequest(id: $id, data: $data) {
      ${changeRequestFields}
    }
  }
`;

export async function submitChangeRequest(id: number, data: readonly ChangeRequestFieldPair[]): Promise<ChangeRequest> {
  const answer = await graphqlRequest(
    submitChangeRequestDocument,
    { id, data },
    z.object({ submitChangeRequest: changeRequestViewSchema }),
  );
  return answer.submitChangeRequest;
}

export const cancelChangeRequestDocument = /* GraphQL */ `
  mutation CancelChangeRequest($id: Int!) {
    cancelChangeRequest(id: $id) {
      ${changeRequestFields}
    }
  }
`;

export async function cancelChangeRequest(id: number): Promise<ChangeRequest> {
  const data = await graphqlRequest(
    cancelChangeRequestDocument,
    { id },
    z.object({ cancelChangeRequest: changeRequestViewSchema }),
  );
  return data.cancelChangeRequest;
}

export const removeChangeRequestFileDocument = /* GraphQL */ `
  mutation RemoveChangeRequestFile($fileId: Int!) {
    removeFile(fileId: $fileId)
  }
`;

/** Removes a change-request file (removeFile without an application id, decision 036); false when refused. */
export async function removeChangeRequestFile(fileId: number): Promise<boolean> {
  const data = await graphqlRequest(removeChangeRequestFileDocument, { fileId }, z.object({ removeFile: z.boolean() }));
  return data.removeFile;
}

export const changeRequestUploadPath = (changeRequestId: number, fileType: ChangeRequestFileType) =>
  `/api/v1/change-requests/${changeRequestId}/files/${fileType}`;

/** Uploads one proof to a pending request's group, reporting progress. */
export function uploadChangeRequestFile(
  changeRequestId: number,
  fileType: ChangeRequestFileType,
  file: File,
  onProgress: (fraction: number) => void = () => undefined,
): Promise<ChangeRequestFile> {
  return uploadFile(changeRequestUploadPath(changeRequestId, fileType), file, changeRequestFileViewSchema, onProgress);
}
