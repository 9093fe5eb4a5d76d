/**
 * Change requests (docs/product-rules.md#change-requests): the statuses, who
 * may move a request between them, and how many may be open at once.
 */
export const changeRequestStatuses = ['pending', 'submitted', 'declined', 'approved', 'cancelled'] as const;
export type ChangeRequestStatus = (typeof changeRequestStatuses)[number];

export function isChangeRequestStatus(value: unknown): value is ChangeRequestStatus {
  return typeof value === 'string' && (changeRequestStatuses as readonly string[]).includes(value);
}

/** Pending is "being prepared": its files may change. Submitted waits for staff. Both are open. */
export const openChangeRequestStatuses = ['pending', 'submitted'] as const satisfies readonly ChangeRequestStatus[];

export function isOpenChangeRequest(status: ChangeRequestStatus): boolean {
  return (openChangeRequestStatuses as readonly string[]).includes(status);
}

/** A kind (name, address, SCRA) may be asked for in at most this many open requests of one account. */
export const MAX_OPEN_CHANGE_REQUESTS_PER_KIND = 1;

export type ChangeRequestActor = 'applicant' | 'staff';

/**
 * Every allowed move, and who makes it. The applicant submits what they
 * prepared and may cancel until staff decide; staff approve or decline a
 * submitted request. Decided and cancelled requests never move again.
 */
export const changeRequestTransitions: readonly {
  from: ChangeRequestStatus;
  to: ChangeRequestStatus;
  by: ChangeRequestActor;
}[] = [
  { from: 'pending', to: 'submitted', by: 'applicant' },
  { from: 'pending', to: 'cancelled', by: 'applicant' },
  { from: 'submitted', to: 'cancelled', by: 'applicant' },
  { from: 'submitted', to: 'approved', by: 'staff' },
  { from: 'submitted', to: 'declined', by: 'staff' },
];

export function canMoveChangeRequest(
  from: ChangeRequestStatus,
  to: ChangeRequestStatus,
  by: ChangeRequestActor,
): boolean {
  return changeRequestTransitions.some((move) => move.from === from && move.to === to && move.by === by);
}
