import { formatCents } from '../money-words';
import type { CreditLimitRequest } from './credit-limit-api';

/** A request's outcome in the cardholder's words (docs/product-rules.md#credit-limit-increases). */
export function requestOutcomeWords(request: CreditLimitRequest): string {
  switch (request.status) {
    case 'approved':
      return `Approved: your new limit is ${formatCents(request.approvedLimitCents ?? 0)} (it was ${formatCents(request.currentLimitCents)}). Your APR stays the same.`;
    case 'declined':
      return `We could not raise your limit of ${formatCents(request.currentLimitCents)}. We have e-mailed you a notice with the reasons.`;
    case 'referred':
      // No clock measures a referred request (decision 084), so no time is promised: the e-mail goes when staff decide.
      return 'Our team is looking at your request. We will e-mail you our answer as soon as they decide.';
    default:
      return 'We are deciding your request.';
  }
}

/** What was asked for. */
export function requestedWords(request: CreditLimitRequest): string {
  return request.requestedLimitCents === null
    ? 'As high as you can'
    : `A limit of ${formatCents(request.requestedLimitCents)}`;
}

/** A typed whole-dollar amount ("4,500" or "$4500"): the number, or null when it is not one. */
export function wholeDollarsOf(typed: string): number | null {
  const plain = typed.replace(/[$,\s]/g, '');
  if (!/^\d{1,9}$/.test(plain)) return null;
  return Number(plain);
}
