import { describe, expect, it } from 'vitest';
import type { Draft } from '../draft/draft-fields.js';
import type { StepName } from '../steps/step-names.js';
import type { DocumentType } from './document-types.js';
import {
  documentPasses,
  documentsNeededToContinue,
  documentsStepComplete,
  missingDocuments,
  missingDocumentsMessage,
  requiredDocuments,
  visaRequiresSupportingQuestion,
  visaStatuses,
} from './required-documents.js';

const us = { stepName: 'US_Expat_Documents' } as const satisfies Draft;
const nonUs = { stepName: 'NonUS_Expat_Documents' } as const satisfies Draft;
const employed = { employmentStatus: 'employed', timeWithEmployer: 'oneToTwoYears', income: 90_000 } as const;
const address = { street: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' };

// One row per rule of required-documents.ts.
const rows: [rule: string, draft: Draft, expected: DocumentType[]][] = [
  [
    'a visa holder shows passport, visa and a supporting document',
    { ...nonUs, ...employed, residenceStatusUS: 'H-1B' },
    ['passport', 'visa', 'supportingDocument'],
  ],
  [
    'a visa holder whose visa shows their status needs no supporting document',
    { ...nonUs, ...employed, residenceStatusUS: 'L-1', visaIsSupportingDocument: true },
    ['passport', 'visa'],
  ],
  [
    'visaIsSupportingDocument false still asks for the supporting document',
    { ...nonUs, ...employed, residenceStatusUS: 'F-1', visaIsSupportingDocument: false },
    ['passport', 'visa', 'supportingDocument'],
  ],
  ['a permanent resident shows the green card', { ...us, ...employed, residenceStatusUS: 'Green Card' }, ['greenCard']],
  ['a US citizen shows a passport', { ...nonUs, ...employed, residenceStatusUS: 'US Citizen' }, ['passport']],
  [
    "'Other' shows a passport and a supporting document",
    { ...nonUs, ...employed, residenceStatusUS: 'Other', residenceStatusUSOther: 'Asylee' },
    ['passport', 'supportingDocument'],
  ],
  ['no status yet: a passport', { ...nonUs, ...employed }, ['passport']],
  [
    "the YP review value 'US Citizen/Green Card' adds no identity document",
    { ...employed, residenceStatusUS: 'US Citizen/Green Card' },
    [],
  ],
  [
    'income without employment needs proof of income',
    { ...nonUs, residenceStatusUS: 'US Citizen', employmentStatus: 'retired', income: 30_000 },
    ['passport', 'proofOfIncome'],
  ],
  [
    'no income without employment needs no proof of income',
    { ...nonUs, residenceStatusUS: 'US Citizen', employmentStatus: 'unemployed', income: 0 },
    ['passport'],
  ],
  [
    'less than a year with the employer needs proof of income',
    { ...nonUs, ...employed, timeWithEmployer: 'lessThanOneYear', residenceStatusUS: 'US Citizen' },
    ['passport', 'proofOfIncome'],
  ],
  [
    'US track: an address needs proof of residence',
    { ...us, ...employed, ...address, residenceStatusUS: 'Green Card' },
    ['greenCard', 'proofOfResidence'],
  ],
  [
    'US track: no address, no proof of residence',
    { ...us, ...employed, residenceStatusUS: 'Green Card' },
    ['greenCard'],
  ],
  [
    'non-US track: in the US with an address needs proof of residence',
    { ...nonUs, ...employed, ...address, inUS: true, residenceStatusUS: 'US Citizen' },
    ['passport', 'proofOfResidence'],
  ],
  [
    'non-US track: not in the US yet needs no proof of residence',
    { ...nonUs, ...employed, ...address, inUS: false, residenceStatusUS: 'US Citizen' },
    ['passport'],
  ],
  [
    'everything at once, in product-rules#files order',
    { ...us, ...address, residenceStatusUS: 'O-1', employmentStatus: 'unemployed', income: 10 },
    ['passport', 'visa', 'supportingDocument', 'proofOfIncome', 'proofOfResidence'],
  ],
];

describe('requiredDocuments', () => {
  it.each(rows)('%s', (_rule, draft, expected) => {
    expect(requiredDocuments(draft)).toEqual(expected);
  });

  it('every listed status but US Citizen and Green Card is a visa', () => {
    expect(visaStatuses).not.toContain('US Citizen');
    expect(visaStatuses).not.toContain('Green Card');
    expect(visaStatuses).toHaveLength(13);
    for (const status of visaStatuses) {
      expect(requiredDocuments({ ...us, ...employed, residenceStatusUS: status })).toContain('visa');
      expect(visaRequiresSupportingQuestion({ residenceStatusUS: status })).toBe(true);
    }
    expect(visaRequiresSupportingQuestion({ residenceStatusUS: 'Green Card' })).toBe(false);
  });
});

describe('documentsNeededToContinue', () => {
  const draft: Draft = { ...employed, residenceStatusUS: 'Green Card', IDDocType: 'driversLicense' };
  const steps: [step: StepName, expected: DocumentType[]][] = [
    ['US_Expat_Documents', ['greenCard']],
    ['NonUS_Expat_Documents', ['greenCard']],
    ['YP_Financial_Validation_Uploader', ['proofOfIncome']],
    ['YP_Identity_Verification_Uploader', ['driversLicense']],
    ['US_Expat_Review', []],
  ];
  it.each(steps)('%s', (step, expected) => {
    expect(documentsNeededToContinue(step, draft)).toEqual(expected);
  });

  it('the identity uploader needs nothing until an identity document type is chosen', () => {
    expect(documentsNeededToContinue('YP_Identity_Verification_Uploader', { IDDocType: '' })).toEqual([]);
    expect(documentsNeededToContinue('YP_Identity_Verification_Uploader', { IDDocType: 'visa' })).toEqual([]);
  });
});

describe('passing documents', () => {
  const passing = { isRecognized: true, isValid: true, isDocumentExpired: false, isDocumentMismatch: false };
  it.each([
    ['all four flags good passes', passing, true],
    ['not recognised fails', { ...passing, isRecognized: false }, false],
    ['not valid fails', { ...passing, isValid: false }, false],
    ['expired fails', { ...passing, isDocumentExpired: true }, false],
    ['mismatching fails', { ...passing, isDocumentMismatch: true }, false],
  ])('%s', (_rule, flags, expected) => {
    expect(documentPasses(flags)).toBe(expected);
  });

  it('the step is complete when each required document has a passing file', () => {
    const draft: Draft = { ...nonUs, ...employed, residenceStatusUS: 'H-1B', visaIsSupportingDocument: true };
    expect(missingDocuments(requiredDocuments(draft), ['passport'])).toEqual(['visa']);
    expect(documentsStepComplete(draft, ['passport'])).toBe(false);
    expect(documentsStepComplete(draft, ['visa', 'passport', 'proofOfIncome'])).toBe(true);
  });

  it('names what is missing in plain words', () => {
    expect(missingDocumentsMessage(['passport', 'visa', 'supportingDocument'])).toMatch(
      /^Please upload your passport, visa and supporting document\./,
    );
    expect(missingDocumentsMessage(['proofOfIncome'])).toMatch(/^Please upload your proof of income\./);
  });
});
