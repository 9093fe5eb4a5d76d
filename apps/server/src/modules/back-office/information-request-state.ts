import { outstandingRequestCodes } from '@waypoint/domain/decisions/notice-of-incompleteness';
import type { ClockRequest } from './back-office-clock.js';
import type { BackOfficeFile } from './back-office-deps.js';
import type { InformationRequestRow } from './staff-work-repository.js';

type Request = Pick<InformationRequestRow, 'codes' | 'requestedAt' | 'deadline'>;

/**
 * When the last missing item of a request arrived (product-rules#reg-b-clocks):
 * the upload after which nothing was outstanding. Null while an item is
 * missing. Uploads count from the request on, removed or replaced ones too,
 * as the request's "received" ticks count them (decision 032).
 */
export function requestAnsweredAt(request: Request, files: readonly BackOfficeFile[]): Date | null {
  const since = files
    .filter((file) => file.createdAt >= request.requestedAt)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  if (outstandingRequestCodes(request.codes, []).length === 0) return request.requestedAt;
  const types: string[] = [];
  for (const file of since) {
    types.push(file.documentType);
    if (outstandingRequestCodes(request.codes, types).length === 0) return file.createdAt;
  }
  return null;
}

/** The request as the Reg B clock reads it; null without a request. */
export function clockRequestOf(request: Request | undefined, files: readonly BackOfficeFile[]): ClockRequest | null {
  if (!request) return null;
  const answeredAt = requestAnsweredAt(request, files);
  return { deadline: request.deadline, open: answeredAt === null, answeredAt };
}
