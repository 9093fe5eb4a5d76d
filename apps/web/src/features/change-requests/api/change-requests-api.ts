import { z } from 'zod';
import {
  changeRequestFileTypes,
  type ChangeRequestFileType,
  type ChangeRequestKind,
} from '@waypoint/domain/change-requests/change-request-kinds';
import {
  changeRequestStatuses,
  type ChangeRequestStatus,
} from '@waypoint/domain/change-requests/change-request-status';
import type { ChangeRequestFieldPair } from '@waypoint/domain/change-requests/change-request-submission';
import { graphql } from '../../../generated/gql';
import type { ChangeRequestFieldsFragment, ChangeRequestFileFieldsFragment } from '../../../generated/graphql';
import { graphqlRequest } from '../../../lib/api-client';
import { knownValue } from '../../../lib/known-value';
import { withStepUp } from '../../../lib/step-up/step-up-gate';
import { uploadFile } from '../../../lib/upload-file';

/*
 * The change-request operations (docs/product-rules.md#change-requests,
 * decision 036), typed from the SDL. The answers are read as
 * product-rules#change-request-validation says: a status outside the five fails the load, so the panel says it
 * could not load rather than showing it; an unknown file type reads as null.
 */

export const changeRequestFieldsFragment = graphql(/* GraphQL */ `
  fragment ChangeRequestFields on ChangeRequest {
    id
    status
    codes
    submittedAt
    createdAt
    closedAt
    declineReason
  }
`);

export const changeRequestFileFieldsFragment = graphql(/* GraphQL */ `
  fragment ChangeRequestFileFields on ChangeRequestFile {
    id
    fileName
    fileType
    contentType
    byteSize
    version
    uploadedAt
  }
`);

export type ChangeRequest = Omit<ChangeRequestFieldsFragment, 'status'> & { status: ChangeRequestStatus };
export type ChangeRequestFile = Omit<ChangeRequestFileFieldsFragment, 'fileType'> & {
  fileType: ChangeRequestFileType | null;
};
export interface ChangeRequestFiles {
  proofOfName: ChangeRequestFile[];
  proofOfAddress: ChangeRequestFile[];
  proofOfSCRA: ChangeRequestFile[];
}
export interface ChangeRequestOverview {
  changeRequestData: ChangeRequest | null;
  currentAddress: string;
}

export const withKnownStatus = (request: ChangeRequestFieldsFragment): ChangeRequest => ({
  ...request,
  status: knownValue(changeRequestStatuses, request.status),
});

const withKnownFileType = (file: ChangeRequestFileFieldsFragment): ChangeRequestFile => ({
  ...file,
  fileType: changeRequestFileTypes.find((type) => type === file.fileType) ?? null,
});

/**
 * The upload's answer. The upload is plain HTTP (multipart), outside the GraphQL schema codegen reads, so
 * its answer is still checked here, against the same type as the GraphQL file groups.
 */
const uploadedFileSchema: z.ZodType<ChangeRequestFile> = z.object({
  id: z.number().int(),
  fileName: z.string(),
  fileType: z.enum(changeRequestFileTypes).nullable().catch(null),
  contentType: z.string(),
  byteSize: z.number().int(),
  version: z.number().int(),
  uploadedAt: z.string(),
});

export const getChangeRequestDocument = graphql(/* GraphQL */ `
  query GetChangeRequest($uuid: String!) {
    getChangeRequest(uuid: $uuid) {
      changeRequestData {
        ...ChangeRequestFields
      }
      currentAddress
    }
  }
`);

/** The account's latest change request (the open one when there is one) and its address on file. */
export async function getChangeRequest(uuid: string): Promise<ChangeRequestOverview> {
  const { changeRequestData, currentAddress } = (await graphqlRequest(getChangeRequestDocument, { uuid }))
    .getChangeRequest;
  return { changeRequestData: changeRequestData && withKnownStatus(changeRequestData), currentAddress };
}

export const myChangeRequestsDocument = graphql(/* GraphQL */ `
  query MyChangeRequests {
    myChangeRequests {
      ...ChangeRequestFields
    }
  }
`);

/** Every change request of the account, newest first. */
export async function myChangeRequests(): Promise<ChangeRequest[]> {
  return (await graphqlRequest(myChangeRequestsDocument, {})).myChangeRequests.map(withKnownStatus);
}

export const getChangeRequestFilesDocument = graphql(/* GraphQL */ `
  query GetChangeRequestFiles($uuid: String!, $changeRequestId: Int!) {
    getFiles(uuid: $uuid, changeRequestId: $changeRequestId) {
      proofOfName {
        ...ChangeRequestFileFields
      }
      proofOfAddress {
        ...ChangeRequestFileFields
      }
      proofOfSCRA {
        ...ChangeRequestFileFields
      }
    }
  }
`);

/** A request's files in their three groups, newest first. */
export async function getChangeRequestFiles(uuid: string, changeRequestId: number): Promise<ChangeRequestFiles> {
  const groups = (await graphqlRequest(getChangeRequestFilesDocument, { uuid, changeRequestId })).getFiles;
  return {
    proofOfName: groups.proofOfName.map(withKnownFileType),
    proofOfAddress: groups.proofOfAddress.map(withKnownFileType),
    proofOfSCRA: groups.proofOfSCRA.map(withKnownFileType),
  };
}

export const startChangeRequestDocument = graphql(/* GraphQL */ `
  mutation StartChangeRequest($codes: [String!]!) {
    startChangeRequest(codes: $codes) {
      ...ChangeRequestFields
    }
  }
`);

/** A name or address change asks for a recent step-up (product-rules#step-up): the prompt opens, then the request goes on. */
export async function startChangeRequest(codes: readonly ChangeRequestKind[]): Promise<ChangeRequest> {
  const answer = await withStepUp(() => graphqlRequest(startChangeRequestDocument, { codes: [...codes] }));
  return withKnownStatus(answer.startChangeRequest);
}

export const submitChangeRequestDocument = graphql(/* GraphQL */ `
  mutation SubmitChangeRequest($id: Int!, $data: [ChangeRequestFieldInput!]!) {
    submitChangeRequest(id: $id, data: $data) {
      ...ChangeRequestFields
    }
  }
`);

export async function submitChangeRequest(id: number, data: readonly ChangeRequestFieldPair[]): Promise<ChangeRequest> {
  return withKnownStatus(
    (await withStepUp(() => graphqlRequest(submitChangeRequestDocument, { id, data: [...data] }))).submitChangeRequest,
  );
}

export const cancelChangeRequestDocument = graphql(/* GraphQL */ `
  mutation CancelChangeRequest($id: Int!) {
    cancelChangeRequest(id: $id) {
      ...ChangeRequestFields
    }
  }
`);

export async function cancelChangeRequest(id: number): Promise<ChangeRequest> {
  return withKnownStatus((await graphqlRequest(cancelChangeRequestDocument, { id })).cancelChangeRequest);
}

export const removeChangeRequestFileDocument = graphql(/* GraphQL */ `
  mutation RemoveChangeRequestFile($fileId: Int!) {
    removeFile(fileId: $fileId)
  }
`);

/** Removes a change-request file (removeFile without an application id, decision 036); false when refused. */
export async function removeChangeRequestFile(fileId: number): Promise<boolean> {
  const data = await graphqlRequest(removeChangeRequestFileDocument, { fileId });
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
  return uploadFile(changeRequestUploadPath(changeRequestId, fileType), file, uploadedFileSchema, onProgress);
}
