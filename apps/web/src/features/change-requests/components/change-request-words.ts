import {
  changeRequestKindLabels,
  changeRequestKinds,
  type ChangeRequestKind,
} from '@waypoint/domain/change-requests/change-request-kinds';
import type { ChangeRequestStatus } from '@waypoint/domain/change-requests/change-request-status';
import { formatDay } from '../../../lib/dates';
import type { ChangeRequest } from '../api/change-requests-api';

/** A request's kinds in form order; a code the web does not know is left out (the server only stores the three). */
export function kindsOf(codes: readonly string[]): ChangeRequestKind[] {
  return changeRequestKinds.filter((kind) => codes.includes(kind));
}

/** "Name and home address": what a request asks to change, in words. */
export function kindsInWords(codes: readonly string[]): string {
  const labels = kindsOf(codes).map((kind, index) => {
    const label = changeRequestKindLabels[kind];
    return index === 0 ? label : label.charAt(0).toLowerCase() + label.slice(1);
  });
  if (labels.length <= 1) return labels[0] ?? '';
  return `${labels.slice(0, -1).join(', ')} and ${labels.at(-1) ?? ''}`;
}

/** The kinds inside a sentence: "your name and home address", "your servicemember status (SCRA)". */
export function kindsInSentence(codes: readonly string[]): string {
  const words = kindsInWords(codes);
  return words.charAt(0).toLowerCase() + words.slice(1);
}

/** A status's short name, for the history list. */
export const changeRequestStatusNames: Record<ChangeRequestStatus, string> = {
  pending: 'Being prepared',
  submitted: 'Submitted',
  approved: 'Approved',
  declined: 'Declined',
  cancelled: 'Cancelled',
};

/** Where the request stands, in the applicant's words (docs/product-rules.md#change-requests). */
export function changeRequestStatusWords(request: ChangeRequest): string {
  const on = (instant: string | null) => (instant ? ` ${formatDay(instant)}` : '');
  switch (request.status) {
    case 'pending':
      return 'Being prepared';
    case 'submitted':
      return `Submitted${on(request.submittedAt)} — we are reviewing it`;
    case 'approved':
      return `Approved${on(request.closedAt)} — your details are updated`;
    case 'declined':
      return request.declineReason
        ? `Declined${on(request.closedAt)}: ${request.declineReason}`
        : `Declined${on(request.closedAt)}`;
    case 'cancelled':
      return `Cancelled${on(request.closedAt)}`;
  }
}
