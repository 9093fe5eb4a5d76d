import type { Db } from '../../db/database.js';
import { insertAuditEvent } from './audit-repository.js';

/** Who acted: a staff member (with the e-mail they had then) or a part of the system. */
export type AuditActor =
  | { type: 'staff'; staffId: string; email: string }
  /** A name such as `decision-policy`. */
  | { type: 'system'; name: string };

/**
 * One entry of the audit log (decision 028). `before` and `after` hold only
 * what the action changed or revealed: never a full SSN (a reveal records that
 * it happened, not the number) and no personal data the action does not need.
 */
export interface AuditEvent {
  occurredAt: Date;
  actor: AuditActor;
  /** `<subject>.<verb>`, such as `application.approve`, `application.ssn_reveal`, `decision.automatic`. */
  action: string;
  subject: { type: string; id: string };
  ip?: string | null;
  before?: Readonly<Record<string, unknown>> | null;
  after?: Readonly<Record<string, unknown>> | null;
  requestId?: string | null;
}

const actionPattern = /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/;
const namePattern = /^[a-z][a-z0-9_-]*$/;
const maxTextLength = 200;
// One action's before or after is a handful of fields; a bigger value is a caller copying a whole record.
export const maxValueBytes = 16 * 1024;
// Nine digits, bare or as 123-45-6789, not part of a longer run of digits.
const ssnShape = /(^|\D)\d{3}-?\d{2}-?\d{4}(\D|$)/;

// A random UUID's hex holds nine digits in a row about one time in thirty (its last group most
// often): an id is not an SSN, so each UUID is set aside before the shape is looked for.
const uuidShape = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

export const looksLikeSsn = (text: string): boolean => ssnShape.test(text.replace(uuidShape, '_'));

function holdsSsnShape(value: unknown, depth = 0): boolean {
  if (depth > 8) return false;
  if (typeof value === 'string') return looksLikeSsn(value);
  if (Array.isArray(value)) return value.some((item) => holdsSsnShape(item, depth + 1));
  if (value && typeof value === 'object') return Object.values(value).some((item) => holdsSsnShape(item, depth + 1));
  return false;
}

function checkValue(label: string, value: AuditEvent['before']): void {
  if (value == null) return;
  if (Buffer.byteLength(JSON.stringify(value)) > maxValueBytes) {
    throw new Error(`audit event: ${label} is over ${maxValueBytes} bytes; record only what changed`);
  }
  // Decision 028: the log never holds a full SSN, whatever the caller passes.
  if (holdsSsnShape(value)) throw new Error(`audit event: ${label} holds what looks like a full SSN`);
}

/** Refuses an event the log must not hold; a programming error, so it throws a plain Error. */
export function checkAuditEvent(event: AuditEvent): void {
  if (!actionPattern.test(event.action) || event.action.length > maxTextLength) {
    throw new Error(`audit event: bad action ${JSON.stringify(event.action)}`);
  }
  if (!namePattern.test(event.subject.type) || event.subject.type.length > maxTextLength) {
    throw new Error(`audit event: bad subject type ${JSON.stringify(event.subject.type)}`);
  }
  if (event.subject.id.length === 0 || event.subject.id.length > maxTextLength) {
    throw new Error('audit event: the subject id must be 1 to 200 characters');
  }
  if (event.actor.type === 'system' && !namePattern.test(event.actor.name)) {
    throw new Error(`audit event: bad system actor name ${JSON.stringify(event.actor.name)}`);
  }
  if (Number.isNaN(event.occurredAt.getTime())) throw new Error('audit event: occurredAt is not a date');
  checkValue('before', event.before);
  checkValue('after', event.after);
}

/**
 * Appends one event inside the caller's transaction, so it exists only if the
 * action it records commits. The log has no update or delete path (decision 028).
 */
export async function appendAuditEvent(tx: Db, event: AuditEvent): Promise<void> {
  checkAuditEvent(event);
  const { actor } = event;
  await insertAuditEvent(tx, {
    occurredAt: event.occurredAt,
    actorType: actor.type,
    actorId: actor.type === 'staff' ? actor.staffId : actor.name,
    actorEmail: actor.type === 'staff' ? actor.email : null,
    action: event.action,
    subjectType: event.subject.type,
    subjectId: event.subject.id,
    ip: event.ip ?? null,
    before: event.before ?? null,
    after: event.after ?? null,
    requestId: event.requestId ?? null,
  });
}
