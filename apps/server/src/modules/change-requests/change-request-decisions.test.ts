import { describe, expect, it } from 'vitest';
import { looksLikeSsn } from '../../platform/audit/audit-event.js';
import { auditableText, parseDeclineReason } from './change-request-decisions.js';

describe('an address as the audit log keeps it', () => {
  it.each([
    [
      'a ZIP+4 (the SSN shape with a hyphen)',
      '200 Harbor Way, Portland, OR 97201-1234',
      '200 Harbor Way, Portland, OR 97201 1234',
    ],
    ['a ZIP+4 typed without its hyphen', 'Portland, OR 972011234', 'Portland, OR 97201 1234'],
    ['an SSN typed into the street', '123-45-6789 Main St, Boise, ID 83702', '12345 6789 Main St, Boise, ID 83702'],
    ['two runs', '123456789, OR 97201-1234', '12345 6789, OR 97201 1234'],
    [
      'a five-digit ZIP, left as it is',
      '200 Harbor Way, Apt 4, Portland, OR 97201',
      '200 Harbor Way, Apt 4, Portland, OR 97201',
    ],
    ['a longer run of digits, not SSN-shaped', 'PO Box 1234567890, OR 97201', 'PO Box 1234567890, OR 97201'],
  ])('%s', (_label, address, kept) => {
    expect(auditableText(address)).toBe(kept);
    expect(looksLikeSsn(auditableText(address))).toBe(false);
  });
});

const reasonErrorOf = (raw: unknown) => {
  try {
    parseDeclineReason(raw);
    return null;
  } catch (error) {
    return error as { code: string; fieldErrors: { field: string; message: string }[] };
  }
};

describe('the reason staff give for a decline', () => {
  it.each([
    ['trimmed', '  The bill is older than 90 days.  ', 'The bill is older than 90 days.'],
    ['500 characters', 'x'.repeat(500), 'x'.repeat(500)],
    ['a short number in it', 'Lease 12345 ends in 2024.', 'Lease 12345 ends in 2024.'],
  ])('is accepted: %s', (_label, raw, kept) => {
    expect(parseDeclineReason(raw)).toBe(kept);
  });

  it.each([
    ['empty', ''],
    ['only spaces', '   '],
    ['501 characters', 'x'.repeat(501)],
    ['SSN-shaped with hyphens', 'The SSN 123-45-6789 does not match.'],
    ['nine bare digits', 'Number 123456789 is wrong.'],
    ['not text', 42],
  ])('is refused as BAD_USER_INPUT on reason: %s', (_label, raw) => {
    const error = reasonErrorOf(raw);
    expect(error?.code).toBe('BAD_USER_INPUT');
    expect(error?.fieldErrors.map((problem) => problem.field)).toEqual(['reason']);
  });
});
