import { describe, expect, it } from 'vitest';
import { checkAuditEvent, maxValueBytes, type AuditEvent } from './audit-event.js';

const base: AuditEvent = {
  occurredAt: new Date('2026-11-20T10:00:00Z'),
  actor: { type: 'staff', staffId: 'staff-1', email: 'reviewer@bank.example' },
  action: 'application.ssn_reveal',
  subject: { type: 'application', id: '42' },
  after: { ssnLastFour: '6789' },
};

describe('an audit event', () => {
  it('is accepted with a masked SSN, ids and dates', () => {
    expect(() =>
      checkAuditEvent({ ...base, before: { at: '2026-11-20T10:00:00Z', id: '0b6f1d9e-1234-4a5b-9c8d-123456789012' } }),
    ).not.toThrow();
  });

  it.each<[string, Partial<AuditEvent>, RegExp]>([
    ['a full SSN in after', { after: { ssn: '123-45-6789' } }, /SSN/],
    ['a bare nine-digit SSN nested in before', { before: { answers: [{ value: 'is 123456789' }] } }, /SSN/],
    ['an action without a subject part', { action: 'approve' }, /bad action/],
    ['an action with spaces', { action: 'application.approve now' }, /bad action/],
    ['an empty subject id', { subject: { type: 'application', id: '' } }, /subject id/],
    ['a bad subject type', { subject: { type: 'Application!', id: '1' } }, /subject type/],
    ['a bad system name', { actor: { type: 'system', name: 'Decision Policy' } }, /system actor/],
    ['an invalid date', { occurredAt: new Date('nope') }, /not a date/],
    ['a value over the size bound', { before: { blob: 'x'.repeat(maxValueBytes) } }, /bytes/],
  ])('is refused with %s', (_label, change, message) => {
    expect(() => checkAuditEvent({ ...base, ...change })).toThrow(message);
  });
});
