/**
 * Who may take which staff action on an application (decision 029 roles,
 * product-rules#decision-policy). Pure, so the table test covers every rule.
 * Four eyes: whoever recommended cannot make the final decision on it.
 */
export type StaffRole = 'reviewer' | 'approver' | 'admin';
export type StaffAction = 'requestInformation' | 'recommend' | 'approve' | 'decline';
export type PolicyOutcome = 'approve' | 'refer' | 'decline';

export interface StaffActionContext {
  action: StaffAction;
  role: StaffRole;
  staffId: string;
  /** Staff ids who recommended on this application. */
  recommendedBy: readonly string[];
  /** The policy's latest outcome, if it ran. */
  policyOutcome: PolicyOutcome | null;
  /** A staff final decision already exists. */
  finalDecisionMade: boolean;
}

export type StaffActionRefusal = 'ROLE_NOT_ALLOWED' | 'FOUR_EYES' | 'ALREADY_DECIDED';

export type StaffActionVerdict = { allowed: true } | { allowed: false; refusal: StaffActionRefusal };

const finalActions: ReadonlySet<StaffAction> = new Set(['approve', 'decline']);

export function checkStaffAction(context: StaffActionContext): StaffActionVerdict {
  if (context.finalDecisionMade) return { allowed: false, refusal: 'ALREADY_DECIDED' };
  if (!finalActions.has(context.action)) return { allowed: true };
  // Only approvers and admins decide; this also covers overturning the policy's decline.
  if (context.role === 'reviewer') return { allowed: false, refusal: 'ROLE_NOT_ALLOWED' };
  if (context.recommendedBy.includes(context.staffId)) return { allowed: false, refusal: 'FOUR_EYES' };
  return { allowed: true };
}
