/**
 * The audit log's action codes in words (decision 070), the codes the
 * server writes: a final approval or decline is `decision.staff`. A code not
 * listed here (one added after this catalogue) is shown as itself, never
 * hidden. Each label names one code, so the filter's choices are unambiguous.
 */
export const auditActionLabels: Readonly<Record<string, string>> = {
  'application.information_requested': 'Asked for information',
  'application.recommendation': 'Recommended a decision',
  'application.ssn_reveal': 'Revealed the SSN',
  'application.personal_data_read': "Read the applicant's personal data",
  'application.claim': 'Claimed the application',
  'application.release': 'Released the application',
  'application.closed_incomplete': 'Closed as incomplete at the deadline',
  'decision.automatic': 'Automatic decision by the policy',
  'decision.staff': 'Final decision by staff (approve or decline)',
  'change_request.approve': 'Approved the change request',
  'change_request.decline': 'Declined the change request',
  'change_request.personal_data_read': "Read the change request's personal data",
  'limit_request.approve': 'Approved a credit limit increase',
  'card.created': 'Card created',
  'card.shipped': 'Card shipped',
  'card.delivered': 'Card delivered',
  'audit_log.search': 'Searched the audit log',
  'audit_log.export': 'Exported the audit log',
  'staff.add': 'Added a staff account',
  'staff.enrol': 'Enrolled a staff account',
  'staff.reset': 'Reset a staff account',
  'staff.disable': 'Disabled a staff account',
  'staff.sign_in': 'Signed in to the back office',
  'staff.sign_in_failed': 'Failed back-office sign-in',
  'staff.sign_out': 'Signed out of the back office',
  'staff.sign_out_everywhere': 'Signed out everywhere',
  'staff.passkey_add': 'Added a passkey',
  'staff.passkey_remove': 'Removed a passkey',
};

/** Prefixes the search takes (`application.*`): every action on one kind of subject. */
export const auditActionPrefixes: readonly { value: string; label: string }[] = [
  { value: 'application.*', label: 'Any action on an application' },
  { value: 'decision.*', label: 'Any decision (policy or staff)' },
  { value: 'change_request.*', label: 'Any action on a change request' },
  { value: 'staff.*', label: 'Staff sign-ins and accounts' },
  { value: 'audit_log.*', label: 'Use of the audit log' },
];

export function auditActionLabel(action: string): string {
  return auditActionLabels[action] ?? auditActionPrefixes.find((prefix) => prefix.value === action)?.label ?? action;
}

export const auditSubjectTypeLabels: Readonly<Record<string, string>> = {
  application: 'Application',
  change_request: 'Change request',
  limit_request: 'Limit request',
  card: 'Card',
  staff: 'Staff account',
  audit_log: 'Audit log',
};

export const auditSubjectTypeLabel = (type: string): string => auditSubjectTypeLabels[type] ?? type;

/** The system parts that act on their own, by the name the log keeps. */
const systemActorLabels: Readonly<Record<string, string>> = {
  'decision-policy': 'The decision policy',
  'information-request-deadline': "A request's deadline",
};

export function auditActorLabel(event: { actorType: string; actorId: string; actorEmail?: string | null }): string {
  if (event.actorType === 'staff') return event.actorEmail ?? event.actorId;
  return systemActorLabels[event.actorId] ?? `System (${event.actorId})`;
}

const fieldWords = (name: string) =>
  name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .replace(/^./, (first) => first.toUpperCase());

/** A logged value as one readable line: lists joined, objects as "key: value" pairs. */
function valueInWords(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map(valueInWords).join(', ');
  if (typeof value === 'object')
    return Object.entries(value)
      .map(([key, inner]) => `${fieldWords(key)}: ${valueInWords(inner)}`)
      .join('; ');
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}

/**
 * The values before and after as readable pairs (field in words, value in
 * words); text that is not a JSON object is shown as it came.
 */
export function auditValuesInWords(json: string | null | undefined): { field: string; value: string }[] {
  if (!json) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return [{ field: 'Value', value: json }];
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    return [{ field: 'Value', value: valueInWords(parsed) }];
  return Object.entries(parsed).map(([key, value]) => ({ field: fieldWords(key), value: valueInWords(value) }));
}
