import { changeRequestFieldsOf, isChangeRequestKind } from '@waypoint/domain/change-requests/change-request-kinds';
import type { ChangeRequestRow } from './change-request-repository.js';

/** The submitted values in each kind's form order (a jsonb object keeps no order of its own). */
function orderedData(row: ChangeRequestRow) {
  const fields = row.codes.filter(isChangeRequestKind).flatMap((kind) => changeRequestFieldsOf[kind]);
  return fields
    .filter((fieldName) => fieldName in row.data)
    .map((fieldName) => ({ fieldName, fieldValue: row.data[fieldName] ?? '' }));
}

/** A request as the GraphQL `ChangeRequest` type answers it (product-rules#change-requests: submittedAt empty until submitted). */
export function changeRequestView(row: ChangeRequestRow) {
  return {
    id: row.id,
    status: row.status,
    codes: row.codes,
    submittedAt: row.submittedAt?.toISOString() ?? '',
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    data: orderedData(row),
    declineReason: row.status === 'declined' ? row.declineReason : null,
  };
}

/** A file as the GraphQL `ChangeRequestFile` type answers it. */
export function changeRequestFileView(row: {
  id: number;
  fileName: string;
  fileType: string;
  contentType: string;
  byteSize: number;
  version: number;
  createdAt: Date;
}) {
  return {
    id: row.id,
    fileName: row.fileName,
    fileType: row.fileType,
    contentType: row.contentType,
    byteSize: row.byteSize,
    version: row.version,
    uploadedAt: row.createdAt.toISOString(),
  };
}
