import { describe, expect, it } from 'vitest';
import { documentTypes, type DocumentType } from '@waypoint/domain/application/documents/document-types';
import { requestedUploadTypes, uploadAllowed } from './upload-after-submit.js';

describe('which uploads an application takes', () => {
  it.each<[string, string[], DocumentType, boolean]>([
    ['incomplete', [], 'proofOfIncome', true],
    ['incomplete', ['proofOfAddress'], 'passport', true],
    ['submitted', [], 'proofOfIncome', false],
    ['submitted', ['proofOfIncome'], 'proofOfIncome', true],
    ['submitted', ['proofOfIncome'], 'passport', false],
    ['submitted', ['proofOfAddress'], 'proofOfResidence', true],
    ['submitted', ['proofOfAddress'], 'proofOfIncome', false],
    ['submitted', ['proofOfIdentity'], 'driversLicense', true],
    ['submitted', ['proofOfIdentity'], 'visa', false],
    ['submitted', ['proofOfEmployment'], 'supportingDocument', true],
    ['submitted', ['residenceDocument'], 'greenCard', true],
    ['submitted', ['proofOfAddress', 'proofOfIncome'], 'proofOfIncome', true],
    ['submitted', ['notACode'], 'proofOfIncome', false],
    ['approved', ['proofOfIncome'], 'proofOfIncome', false],
    ['declined', ['proofOfIncome'], 'proofOfIncome', false],
    ['canceled', ['proofOfIncome'], 'proofOfIncome', false],
  ])('%s with codes %j takes %s: %s', (status, noiCodes, type, allowed) => {
    expect(uploadAllowed({ status, noiCodes }, type)).toBe(allowed);
  });

  it('an expired or unreadable document can be answered with any type, each offered once', () => {
    expect(requestedUploadTypes(['unreadableDocument', 'expiredDocument'])).toEqual([...documentTypes]);
    expect(requestedUploadTypes(['proofOfEmployment', 'proofOfIncome'])).toEqual([
      'supportingDocument',
      'proofOfIncome',
    ]);
  });
});
