import {
  declineReasonTexts,
  isDeclineReason,
  isReferReason,
  referReasonStaffTexts,
} from '@waypoint/domain/decisions/decision-reasons';

/** A reason code with the words staff read: a decline's notice wording, a referral's staff sentence. */
export function reasonDetail(code: string): { code: string; text: string } {
  if (isDeclineReason(code)) return { code, text: declineReasonTexts[code].notice };
  if (isReferReason(code)) return { code, text: referReasonStaffTexts[code] };
  return { code, text: code };
}
