import { describe, expect, it } from 'vitest';
import { unknownDraftFields } from './draft-field-names.js';
import { parseBooleanText, parseDocumentType, parseDraftSave, parseIntegerText } from './draft-save-parsing.js';

describe('product-rules#draft-save-parsing', () => {
  it.each([
    ['digits', '55000', 55000],
    ['zero', '0', 0],
    ['spaces around', ' 1200 ', 1200],
    ['thousands separators and a dollar sign', '$55,000', 55000],
    ['a fraction is cut toward zero', '1200.75', 1200],
    ['a negative number stays negative (validation refuses it)', '-5', -5],
    ['a number passes through as an integer', 42, 42],
    ['empty text is null', '', null],
    ['blank text is null', '   ', null],
    ['non-numeric text is null', 'abc', null],
    ['a number with trailing text is null', '12abc', null],
    ['beyond the safe integer range is null', '99999999999999999999', null],
    ['null stays null', null, null],
    ['a boolean is not a number', true, null],
  ])('integer: %s', (_rule, input, expected) => {
    expect(parseIntegerText(input)).toBe(expected);
  });

  it.each([
    ["'true'", 'true', true],
    ["'false'", 'false', false],
    ['a real boolean', false, false],
    ['other text', 'yes', null],
    ['empty', '', null],
    ['upper-case is not the spec text', 'TRUE', null],
    ['missing', undefined, null],
  ])('boolean text: %s', (_rule, input, expected) => {
    expect(parseBooleanText(input)).toBe(expected);
  });

  it.each([
    ['a known type', 'passport', 'passport'],
    ['driversLicense', 'driversLicense', 'driversLicense'],
    ['an unknown type is empty', 'libraryCard', ''],
    ['wrong case is unknown', 'Passport', ''],
    ['not text is empty', 3, ''],
  ])('document type: %s', (_rule, input, expected) => {
    expect(parseDocumentType(input)).toBe(expected);
  });

  it('parses every named field of a save and passes the rest through', () => {
    expect(
      parseDraftSave({
        income: '72,000',
        accommodationCost: '',
        financialCommitments: 'n/a',
        plaidExitPopupOpenedAt: '1795370000000',
        inUS: 'true',
        permanentResident: 'false',
        visaIsSupportingDocument: 'maybe',
        IDDocType: 'boardingPass',
        city: 'Austin',
      }),
    ).toEqual({
      income: 72000,
      accommodationCost: null,
      financialCommitments: null,
      plaidExitPopupOpenedAt: 1795370000000,
      inUS: true,
      permanentResident: false,
      visaIsSupportingDocument: null,
      IDDocType: '',
      city: 'Austin',
    });
  });

  it('leaves fields that were not sent absent', () => {
    expect(parseDraftSave({ city: 'Austin' })).toEqual({ city: 'Austin' });
  });

  it('names the fields of a save that are not draft fields', () => {
    expect(unknownDraftFields({ city: 'Austin', isAdmin: true, IDDocType: 'passport' })).toEqual(['isAdmin']);
  });
});
