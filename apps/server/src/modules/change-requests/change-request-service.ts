import {
  changeRequestFieldsOf,
  isChangeRequestKind,
  type ChangeRequestKind,
} from '@waypoint/domain/change-requests/change-request-kinds';
import {
  canMoveChangeRequest,
  isChangeRequestStatus,
  MAX_OPEN_CHANGE_REQUESTS_PER_KIND,
} from '@waypoint/domain/change-requests/change-request-status';
import {
  checkChangeRequestSubmission,
  type ChangeRequestFieldPair,
} from '@waypoint/domain/change-requests/change-request-submission';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { changeRequestErrors } from './change-request-errors.js';
import {
  fileCountsOf,
  filesOfRequest,
  findOwnedFile,
  findOwnedRequest,
  insertRequest,
  latestRequestOf,
  lockRequest,
  markFileRemoved,
  moveRequest,
  openKindsOf,
  requestsOf,
  scraBenefitSinceOf,
  type ChangeRequestRow,
} from './change-request-repository.js';
import { changeRequestFileView, changeRequestView } from './change-request-view.js';
import type { ChangeRequestsDeps } from './change-requests-deps.js';

/** getChangeRequest and getFiles take the user id as `uuid` (product-rules#change-request-operations); any other answers as a missing request, never another's data. */
export function assertOwnUuid(userId: string, uuid: string): void {
  if (uuid !== userId) throw changeRequestErrors.notFound();
}

/** The caller's request locked for a move, or NOT_FOUND (missing or another account's). */
async function lockOwned(tx: Db, userId: string, id: number): Promise<ChangeRequestRow> {
  const row = await lockRequest(tx, id);
  if (!row || row.userId !== userId) throw changeRequestErrors.notFound();
  return row;
}

/** getChangeRequest: the latest request, the one-line address on the account, and the SCRA benefit. */
export async function changeRequestOverview(deps: ChangeRequestsDeps, userId: string) {
  const latest = await latestRequestOf(deps.db, userId);
  const account = await deps.accounts.accountOf(deps.db, userId);
  const currentAddress = account?.currentAddress ?? (await deps.applicationAddressOf(deps.db, userId)) ?? '';
  return {
    changeRequestData: latest ? changeRequestView(latest) : null,
    currentAddress,
    scraBenefitSince: await scraBenefitSinceOf(deps.db, userId),
  };
}

export async function myChangeRequests(deps: ChangeRequestsDeps, userId: string) {
  return (await requestsOf(deps.db, userId)).map(changeRequestView);
}

/** getFiles: the request's files in their three groups; another account's request is NOT_FOUND. */
export async function changeRequestFiles(deps: ChangeRequestsDeps, userId: string, changeRequestId: number) {
  const request = await findOwnedRequest(deps.db, userId, changeRequestId);
  if (!request) throw changeRequestErrors.notFound();
  const groups = { proofOfName: [], proofOfAddress: [], proofOfSCRA: [] } as Record<
    'proofOfName' | 'proofOfAddress' | 'proofOfSCRA',
    ReturnType<typeof changeRequestFileView>[]
  >;
  for (const row of await filesOfRequest(deps.db, changeRequestId)) {
    const group = groups[row.fileType as keyof typeof groups] as ReturnType<typeof changeRequestFileView>[] | undefined;
    group?.push(changeRequestFileView(row));
  }
  return groups;
}

/**
 * startChangeRequest: a pending request for the kinds given. A kind already
 * in an open request is refused; two starts racing meet the partial unique
 * index (change-requests-tables.ts), and the loser gets the same refusal.
 */
export async function startChangeRequest(deps: ChangeRequestsDeps, userId: string, codes: readonly string[]) {
  if (codes.length === 0) throw changeRequestErrors.noKinds();
  const unknown = codes.find((code) => !isChangeRequestKind(code));
  if (unknown !== undefined) throw changeRequestErrors.unknownKind(unknown);
  const kinds = [...new Set(codes)] as ChangeRequestKind[];
  const open = await openKindsOf(deps.db, userId);
  const taken = kinds.filter(
    (kind) => open.filter((openKind) => openKind === kind).length >= MAX_OPEN_CHANGE_REQUESTS_PER_KIND,
  );
  if (taken.length > 0) throw changeRequestErrors.alreadyOpen(taken);
  try {
    const row = await deps.db.transaction((tx) => insertRequest(tx, { userId, codes: kinds, now: deps.now() }));
    return changeRequestView(row);
  } catch (error) {
    if (isUniqueViolation(error, 'change_request_kinds_open_key')) throw changeRequestErrors.alreadyOpen(kinds);
    throw error;
  }
}

/** The kinds a recent step-up must stand behind (product-rules#step-up): where the card and mail would go. */
export function needsStepUp(code: string): boolean {
  return code === 'name' || code === 'address';
}

/** Whether submitting the caller's request `id` needs a recent step-up; false for a request that is not theirs (it fails later as not found). */
export async function submissionNeedsStepUp(deps: ChangeRequestsDeps, userId: string, id: number): Promise<boolean> {
  const request = await findOwnedRequest(deps.db, userId, id);
  return request !== null && request.codes.some(needsStepUp);
}

/**
 * submitChangeRequest: under the request's lock, so a submit racing a cancel
 * ends in exactly one of them. Every field and proof problem is reported at once.
 */
export async function submitChangeRequest(
  deps: ChangeRequestsDeps,
  userId: string,
  id: number,
  pairs: readonly ChangeRequestFieldPair[],
) {
  const row = await deps.db.transaction(async (tx) => {
    const request = await lockOwned(tx, userId, id);
    if (!isChangeRequestStatus(request.status) || !canMoveChangeRequest(request.status, 'submitted', 'applicant')) {
      throw changeRequestErrors.notEditable(request.status);
    }
    const kinds = request.codes.filter(isChangeRequestKind);
    const checked = checkChangeRequestSubmission(kinds, pairs, await fileCountsOf(tx, id), deps.now());
    if (!checked.ok) throw changeRequestErrors.invalid(checked.problems);
    // Kept by field name, in each kind's form order.
    const data: Record<string, string> = {};
    for (const kind of kinds)
      for (const field of changeRequestFieldsOf[kind]) data[field] = checked.values[kind]?.[field] ?? '';
    return moveRequest(tx, id, { status: 'submitted', now: deps.now(), data });
  });
  return changeRequestView(row);
}

/** cancelChangeRequest: pending or submitted only; a cancelled one answers as it is (a retried cancel). */
export async function cancelChangeRequest(deps: ChangeRequestsDeps, userId: string, id: number) {
  const row = await deps.db.transaction(async (tx) => {
    const request = await lockOwned(tx, userId, id);
    if (request.status === 'cancelled') return request;
    if (!isChangeRequestStatus(request.status) || !canMoveChangeRequest(request.status, 'cancelled', 'applicant')) {
      throw changeRequestErrors.notEditable(request.status);
    }
    return moveRequest(tx, id, { status: 'cancelled', now: deps.now() });
  });
  return changeRequestView(row);
}

/**
 * removeFile(fileId) for a change-request file: only while its request is
 * being prepared. False when there is no such file of the caller's (another
 * account's answers the same) or its request is no longer being prepared.
 */
export async function removeChangeRequestFile(deps: ChangeRequestsDeps, userId: string, fileId: number) {
  const file = await findOwnedFile(deps.db, userId, fileId);
  if (!file) return false;
  // A retried removal finds its file removed already: the same answer as the first.
  if (file.removedAt) return true;
  return deps.db.transaction(async (tx) => {
    const request = await lockRequest(tx, file.changeRequestId);
    if (request?.status !== 'pending') return false;
    await markFileRemoved(tx, fileId, deps.now());
    return true;
  });
}
