import { describe, expect, it } from 'vitest';
import {
  canMoveChangeRequest,
  changeRequestStatuses,
  isOpenChangeRequest,
  type ChangeRequestActor,
  type ChangeRequestStatus,
} from './change-request-status.js';

// Every pair of statuses and every actor: the allowed moves are exactly these rows.
const allowed: [ChangeRequestStatus, ChangeRequestStatus, ChangeRequestActor][] = [
  ['pending', 'submitted', 'applicant'],
  ['pending', 'cancelled', 'applicant'],
  ['submitted', 'cancelled', 'applicant'],
  ['submitted', 'approved', 'staff'],
  ['submitted', 'declined', 'staff'],
];

const everyMove = changeRequestStatuses.flatMap((from) =>
  changeRequestStatuses.flatMap((to) =>
    (['applicant', 'staff'] as const).map(
      (by) => [from, to, by] as [ChangeRequestStatus, ChangeRequestStatus, ChangeRequestActor],
    ),
  ),
);

describe('change-request transitions (docs/product-rules.md#change-requests)', () => {
  it.each(everyMove)('%s → %s by %s', (from, to, by) => {
    const expected = allowed.some((move) => move[0] === from && move[1] === to && move[2] === by);
    expect(canMoveChangeRequest(from, to, by)).toBe(expected);
  });

  it.each([
    ['pending', true],
    ['submitted', true],
    ['approved', false],
    ['declined', false],
    ['cancelled', false],
  ] as const)('%s is open: %s', (status, open) => {
    expect(isOpenChangeRequest(status)).toBe(open);
  });
});
