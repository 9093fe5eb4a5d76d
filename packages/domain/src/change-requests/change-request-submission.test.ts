import { describe, expect, it } from 'vitest';
import { changeRequestFileGroupsSchema, changeRequestSchema } from './change-request-response.js';
import {
  checkChangeRequestSubmission,
  formatUsAddress,
  MAX_CHANGE_REQUEST_FIELDS,
} from './change-request-submission.js';

const today = new Date('2026-11-26T12:00:00Z');
const pairs = (values: Record<string, string>) =>
  Object.entries(values).map(([fieldName, fieldValue]) => ({ fieldName, fieldValue }));
const address = { street: '1 Main St', city: 'Austin', state: 'tx', zip: '78701' };
const proofs = { proofOfName: 1, proofOfAddress: 1, proofOfSCRA: 1 };

describe('checkChangeRequestSubmission', () => {
  it('accepts a complete address change and normalises it', () => {
    const checked = checkChangeRequestSubmission(['address'], pairs(address), proofs, today);
    expect(checked).toEqual({
      ok: true,
      values: { address: { street: '1 Main St', street2: '', city: 'Austin', state: 'TX', zip: '78701' } },
    });
  });

  it.each([
    [
      'a field of another kind',
      ['address'],
      { ...address, lastName: 'Costa' },
      proofs,
      'lastName',
      'lastName is not a field of this change request',
    ],
    [
      'an unknown field',
      ['scra'],
      { activeDutyStartDate: '2024-01-01', ssn: '1' },
      proofs,
      'ssn',
      'ssn is not a field of this change request',
    ],
    [
      'a name without proof',
      ['name'],
      { firstName: 'Ana', lastName: 'Costa' },
      {},
      'proofOfName',
      'Please add at least one file to proof of name',
    ],
    [
      'an address without proof',
      ['address'],
      address,
      { proofOfName: 1 },
      'proofOfAddress',
      'Please add at least one file to proof of address',
    ],
    [
      'SCRA without proof',
      ['scra'],
      { activeDutyStartDate: '2024-01-01' },
      {},
      'proofOfSCRA',
      'Please add at least one file to proof of active duty',
    ],
    ['SCRA without its date', ['scra'], {}, proofs, 'activeDutyStartDate', 'Required'],
    [
      'SCRA starting tomorrow',
      ['scra'],
      { activeDutyStartDate: '2026-11-27' },
      proofs,
      'activeDutyStartDate',
      'The start of active duty cannot be in the future',
    ],
    [
      'SCRA on a day that does not exist',
      ['scra'],
      { activeDutyStartDate: '2026-02-30' },
      proofs,
      'activeDutyStartDate',
      'Invalid date',
    ],
    [
      'a ZIP of four digits',
      ['address'],
      { ...address, zip: '7870' },
      proofs,
      'zip',
      'Please enter a valid ZIP code, for example 12345 or 12345-6789',
    ],
    ['a state outside the US', ['address'], { ...address, state: 'ON' }, proofs, 'state', 'Please choose a US state'],
  ] as const)('refuses %s, naming %s', (_case, codes, values, counts, field, message) => {
    const checked = checkChangeRequestSubmission(codes, pairs(values), counts, today);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.problems).toContainEqual({ field, message });
  });

  it('accepts active duty starting today', () => {
    expect(checkChangeRequestSubmission(['scra'], pairs({ activeDutyStartDate: '2026-11-26' }), proofs, today).ok).toBe(
      true,
    );
  });

  it('refuses a field given twice, and more pairs than every field once', () => {
    const twice = checkChangeRequestSubmission(
      ['scra'],
      [...pairs({ activeDutyStartDate: '2024-01-01' }), ...pairs({ activeDutyStartDate: '2024-02-01' })],
      proofs,
      today,
    );
    expect(!twice.ok && twice.problems[0]?.field).toBe('activeDutyStartDate');
    const many = Array.from({ length: MAX_CHANGE_REQUEST_FIELDS + 1 }, () => ({ fieldName: 'city', fieldValue: 'x' }));
    expect(checkChangeRequestSubmission(['address'], many, proofs, today)).toEqual({
      ok: false,
      problems: [{ field: 'data', message: `A change request takes at most ${MAX_CHANGE_REQUEST_FIELDS} fields` }],
    });
  });
});

describe('formatUsAddress', () => {
  it.each([
    [
      { street: '1 Main St', street2: 'Apt 2', city: 'Austin', state: 'TX', zip: '78701' },
      '1 Main St, Apt 2, Austin, TX 78701',
    ],
    [
      { street: '1 Main St', street2: '', city: 'Austin', state: 'TX', zip: '78701-1234' },
      '1 Main St, Austin, TX 78701-1234',
    ],
  ])('%o → %s', (parts, line) => {
    expect(formatUsAddress(parts)).toBe(line);
  });
});

describe('reading change-request answers (product-rules#change-request-validation)', () => {
  it.each(['pending', 'submitted', 'declined', 'approved', 'cancelled'])('takes the status %s', (status) => {
    expect(changeRequestSchema.parse({ id: 1, status, codes: [], submittedAt: '' }).status).toBe(status);
  });

  it.each(['canceled', 'open', ''])('refuses the status %j', (status) => {
    expect(changeRequestSchema.safeParse({ id: 1, status, codes: [], submittedAt: '' }).success).toBe(false);
  });

  it('reads an unknown file type as null and keeps the known ones', () => {
    const groups = changeRequestFileGroupsSchema.parse({
      proofOfName: [{ id: 1, fileName: 'a.pdf', fileType: 'proofOfName' }],
      proofOfAddress: [{ id: 2, fileName: 'b.pdf', fileType: 'passport' }],
      proofOfSCRA: [{ id: 3, fileName: 'c.pdf', fileType: null }],
    });
    expect([
      groups.proofOfName[0]?.fileType,
      groups.proofOfAddress[0]?.fileType,
      groups.proofOfSCRA[0]?.fileType,
    ]).toEqual(['proofOfName', null, null]);
  });
});
