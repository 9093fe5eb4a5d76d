import { describe, expect, it } from 'vitest';
import { creditLimitEntries } from './application-timeline-limit-entries.js';
import type { TimelineCreditLimitRequest } from './application-timeline-sources.js';

const at = (iso: string) => new Date(iso);
const request = (changes: Partial<TimelineCreditLimitRequest>): TimelineCreditLimitRequest => ({
  id: 4,
  status: 'approved',
  currentLimitCents: 250_000,
  requestedLimitCents: 300_000,
  approvedLimitCents: 300_000,
  declineReasons: [],
  decidedBy: 'policy',
  createdAt: at('2026-11-20T10:00:00Z'),
  decidedAt: at('2026-11-20T10:00:00Z'),
  issuerAppliedAt: at('2026-11-20T10:01:00Z'),
  ...changes,
});
const staff = new Map([['staff-1', 'approver@bank.example']]);

describe('limit increase requests on the case timeline', () => {
  it.each<[string, TimelineCreditLimitRequest, [string, string | null, string][]]>([
    [
      'approved by the policy and set at the issuer',
      request({}),
      [
        ['Higher credit limit asked for', 'From $2,500.00, asked $3,000.00.', 'Applicant'],
        ['Credit limit increase approved', 'New limit $3,000.00.', 'System'],
        ['New credit limit set at the issuer', '$3,000.00.', 'System'],
      ],
    ],
    [
      'referred, waiting for staff',
      request({
        status: 'referred',
        requestedLimitCents: null,
        approvedLimitCents: null,
        decidedBy: null,
        decidedAt: null,
        issuerAppliedAt: null,
      }),
      [
        [
          'Higher credit limit asked for',
          'From $2,500.00, asked as high as possible. Referred to staff: beyond the policy’s ceiling.',
          'Applicant',
        ],
      ],
    ],
    [
      'declined by a staff member with the notice’s reasons',
      request({
        status: 'declined',
        approvedLimitCents: null,
        decidedBy: 'staff-1',
        issuerAppliedAt: null,
        declineReasons: ['excessiveObligations', 'incomeInsufficient'],
      }),
      [
        ['Higher credit limit asked for', 'From $2,500.00, asked $3,000.00.', 'Applicant'],
        [
          'Credit limit increase declined; notice of action taken sent',
          'Excessive obligations in relation to income; Income insufficient for amount of credit requested',
          'approver@bank.example',
        ],
      ],
    ],
  ])('%s', (_name, row, expected) => {
    expect(creditLimitEntries([row], staff).map((entry) => [entry.title, entry.detail, entry.actor])).toEqual(expected);
  });
});
