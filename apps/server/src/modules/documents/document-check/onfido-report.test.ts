import { describe, expect, it } from 'vitest';
import type { DocumentType } from '@waypoint/domain/application/documents/document-types';
import type { DocumentCheckInput, DocumentCheckResult } from './document-check-provider.js';
import { judgeOnfidoReport, parseOnfidoReport, type OnfidoReport } from './onfido-report.js';

// One row per breakdown of Onfido's document report and the flag it raises
// (decision 041), including answers the stand-in does not make.

const today = new Date('2026-06-01T15:30:00Z');
const input = (documentType: DocumentType = 'passport'): DocumentCheckInput => ({
  documentType,
  contentType: 'image/jpeg',
  bytes: Buffer.alloc(0),
  applicant: { firstName: 'Priya', lastName: 'Raman', dob: '1994-05-17' },
  today,
});

const flagged = (...names: string[]) => ({
  result: 'consider',
  breakdown: Object.fromEntries(names.map((name) => [name, { result: 'consider' }])),
});

function report(breakdown: Record<string, unknown>, properties: Record<string, unknown> = {}): OnfidoReport {
  const parsed = parseOnfidoReport({
    id: 'report-1',
    status: 'complete',
    result: 'consider',
    breakdown,
    properties: { document_type: 'passport', date_of_expiry: '2031-01-01', ...properties },
  });
  if (!parsed) throw new Error('not a report');
  return parsed;
}

const clean: DocumentCheckResult = {
  isRecognized: true,
  isValid: true,
  isDocumentExpired: false,
  isDocumentMismatch: false,
  expiresOn: '2031-01-01',
  problems: [],
};
const unreadDetails = 'We could not read the details on this passport. Upload a clear, complete copy.';

describe('Onfido document report as the four flags', () => {
  it.each([
    ['every breakdown clear', {}, {}, clean],
    [
      'data_consistency: not valid',
      { data_consistency: flagged('first_name') },
      {},
      { ...clean, isValid: false, problems: [unreadDetails] },
    ],
    [
      'compromised_document: not valid',
      { compromised_document: { result: 'consider' } },
      {},
      { ...clean, isValid: false, problems: [unreadDetails] },
    ],
    [
      "data_validation without the breakdown's detail: not valid",
      { data_validation: { result: 'consider' } },
      {},
      { ...clean, isValid: false, problems: [unreadDetails] },
    ],
    [
      "the passport's zone fails validation: the zone's own words",
      { data_validation: flagged('mrz') },
      {},
      {
        ...clean,
        isValid: false,
        problems: [
          'We could not read the machine-readable lines at the bottom of this passport. Upload a clearer, uncropped image.',
        ],
      },
    ],
    [
      'an expiry before today, unflagged by Onfido: expired',
      {},
      { date_of_expiry: '2026-05-31' },
      {
        ...clean,
        isDocumentExpired: true,
        expiresOn: '2026-05-31',
        problems: ['This passport expired on May 31, 2026. Upload your current passport.'],
      },
    ],
    [
      'expired without a readable expiry: the sentence without a date',
      { data_validation: flagged('document_expiration') },
      { date_of_expiry: null },
      {
        ...clean,
        isDocumentExpired: true,
        expiresOn: null,
        problems: ['This passport has expired. Upload your current passport.'],
      },
    ],
    [
      'another birth date',
      { data_comparison: flagged('date_of_birth') },
      {},
      {
        ...clean,
        isDocumentMismatch: true,
        problems: ['The date of birth on this passport does not match your application.'],
      },
    ],
    [
      'another name, without the names read',
      { data_comparison: flagged('first_name') },
      {},
      {
        ...clean,
        isDocumentMismatch: true,
        problems: [
          'The name or date of birth on this passport does not match your application. Upload your own passport, or contact us if your details have changed.',
        ],
      },
    ],
    [
      'an unreadable image: not recognised, nothing else judged',
      { image_integrity: flagged('image_quality'), data_comparison: flagged('last_name') },
      {},
      { ...clean, isRecognized: false, isValid: false, expiresOn: null, problems: [unreadDetails] },
    ],
    [
      'a breakdown without a flag of ours (age validation): clean',
      { age_validation: flagged('minimum_accepted_age') },
      {},
      clean,
    ],
  ] as const)('%s', (_case, breakdown, properties, expected) => {
    expect(judgeOnfidoReport(report(breakdown, properties), input())).toEqual(expected);
  });

  it('a green card read as a residence permit is the type asked', () => {
    const greenCard = report({}, { document_type: 'residence_permit' });
    expect(judgeOnfidoReport(greenCard, input('greenCard'))).toEqual(clean);
  });

  it('a driving licence uploaded as a green card is not recognised', () => {
    const licence = report({}, { document_type: 'driving_licence' });
    expect(judgeOnfidoReport(licence, input('greenCard'))).toMatchObject({
      isRecognized: false,
      problems: ['This does not look like a green card. Upload your green card.'],
    });
  });

  it('an answer that is not a report is refused', () => {
    expect(parseOnfidoReport({ id: 'report-1' })).toBeNull();
    expect(parseOnfidoReport('<html>')).toBeNull();
  });
});
