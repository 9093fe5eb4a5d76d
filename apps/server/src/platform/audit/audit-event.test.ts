import { describe, expect, it } from 'vitest';
import { checkAuditEvent, looksLikeSsn, maxValueBytes, type AuditEvent } from './audit-event.js';

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

describe('what looks like an SSN', () => {
  it.each<[string, string, boolean]>([
    ['nine digits', '123456789', true],
    ['dashed', '123-45-6789', true],
    ['nine digits inside words', 'call 123456789 today', true],
    ['ten digits', '1234567890', false],
    ['eight digits', '12345678', false],
    ['a UUID whose last group holds nine digits in a row', '0b6f1d9e-1234-4a5b-9c8d-a123456789bc', false],
    ['the same UUID in capitals', '0B6F1D9E-1234-4A5B-9C8D-A123456789BC', false],
    ['a UUID inside a longer text, as a notice part', 'notice:0b6f1d9e-1234-4a5b-9c8d-a123456789bc', false],
    ['an SSN beside a UUID', '0b6f1d9e-1234-4a5b-9c8d-abcdefabcdef 123-45-6789', true],
    ['an SSN written with the dashes of a UUID group', 'ab12-123-45-6789', true],
  ])('%s', (_label, text, expected) => {
    expect(looksLikeSsn(text)).toBe(expected);
  });

  it('an event naming a user by a UUID with nine digits in a row is accepted', () => {
    expect(() =>
      checkAuditEvent({ ...base, after: { userId: 'c0ffee00-1234-4a5b-9c8d-e987654321fa', status: 'closed' } }),
    ).not.toThrow();
  });
});
