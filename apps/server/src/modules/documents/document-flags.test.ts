import { describe, expect, it } from 'vitest';
import { draftFieldsFor } from './document-flags.js';

const none = {
  passportUploaded: false,
  visaUploaded: false,
  supportingDocumentUploaded: false,
  greenCardUploaded: false,
  proofOfIncomeUploaded: false,
  proofOfResidenceUploaded: false,
};

describe('draftFieldsFor (product-rules#draft-fields Documents fields follow the uploads)', () => {
  it('each *Uploaded is true while a file of its type is current', () => {
    expect(draftFieldsFor(['visa', 'proofOfIncome'], {}, null)).toEqual({
      ...none,
      visaUploaded: true,
      proofOfIncomeUploaded: true,
    });
  });

  it('an identity document just uploaded becomes the IDDocType', () => {
    expect(draftFieldsFor(['passport', 'greenCard'], { IDDocType: 'passport' }, 'greenCard')).toMatchObject({
      IDDocType: 'greenCard',
    });
  });

  it('a non-identity upload leaves IDDocType alone', () => {
    expect(draftFieldsFor(['passport', 'visa'], { IDDocType: 'passport' }, 'visa')).not.toHaveProperty('IDDocType');
  });

  it('when the IDDocType document is removed, IDDocType moves to one still there', () => {
    expect(draftFieldsFor(['idCard', 'proofOfIncome'], { IDDocType: 'driversLicense' }, null)).toMatchObject({
      IDDocType: 'idCard',
    });
  });

  it('with no identity document left, the chosen IDDocType stays (it is also a form answer)', () => {
    expect(draftFieldsFor([], { IDDocType: 'driversLicense' }, null)).toEqual(none);
  });
});
