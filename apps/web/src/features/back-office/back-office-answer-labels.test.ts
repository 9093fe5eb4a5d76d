import { describe, expect, it } from 'vitest';
import { answerLabel, answerValue } from './back-office-answer-labels';

describe('stored answers as staff read them', () => {
  it.each([
    ['sentilinkApproval', 'Sentilink approval', 'Identity risk score passed'],
    ['ATPApproval', 'Atpapproval', 'Ability to pay (ATP) passed'],
    ['IDDocType', 'Iddoctype', 'Identity document type'],
    ['employerName', 'Employer name', 'Employer'],
    ['somethingNew', 'Something new', 'Something new'],
  ])('the field %s is labelled in words', (field, serverLabel, shown) => {
    expect(answerLabel(field, serverLabel)).toBe(shown);
  });

  it.each([
    ['a missing answer', 'employerName', null, '—'],
    ['dollars', 'income', '85000', '$85,000'],
    ['a step name', 'stepName', 'US_Expat_Application_Completed', 'US Expat Application Completed'],
    ['a tenure', 'timeWithEmployer', 'oneToTwoYears', '1 to 2 years'],
    ['a housing choice', 'residenceType', 'ownOutright', 'Owns, without a mortgage'],
    ['a document type', 'IDDocType', 'driversLicense', "Driver's license"],
    ['the codes asked for', 'noiCodes', '["proofOfIncome","proofOfIdentity"]', 'Proof of income, Proof of identity'],
    [
      'the notices sent',
      'noiReasons',
      '[{"code":"proofOfIncome","reason":"Upload a pay stub."}]',
      'Upload a pay stub.',
    ],
    ['an empty list', 'noiCodes', '[]', 'None'],
    ['a value not known', 'residenceType', 'houseboat', 'houseboat'],
    ['text that only looks like a list', 'street', '[1 Main St', '[1 Main St'],
  ])('%s reads in words', (_name, field, value, shown) => {
    expect(answerValue(field, value)).toBe(shown);
  });
});
