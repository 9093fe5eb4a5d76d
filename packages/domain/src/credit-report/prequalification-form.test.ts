import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../application/schemas/field-schemas.js';
import { fieldMessages } from '../notifications/field-messages.js';
import { carriedDraftAnswers, prequalificationErrors, prequalificationFormSchema } from './prequalification-form.js';

const today = new Date('2026-11-25T12:00:00Z');
const schema = prequalificationFormSchema(today);

const valid = {
  firstName: 'Ana',
  lastName: 'Thinfile',
  dob: '1990-05-01',
  inUS: true,
  street: '1 Main St',
  city: 'New York',
  state: 'NY',
  zip: '10001',
  income: '$55,000',
  accommodationCost: '1,200',
  ssnLastFour: '6789',
  consent: true,
};

/** Field name -> first message, for the rows below. */
function errors(input: Record<string, unknown>): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.reverse().map((issue) => [issue.path.join('.'), issue.message]));
}

describe('prequalification form: accepted', () => {
  it('a complete form gives the inquiry subject and the amounts', () => {
    expect(schema.parse(valid)).toEqual({
      firstName: 'Ana',
      middleName: '',
      lastName: 'Thinfile',
      dob: '1990-05-01',
      inUS: true,
      address: { street: '1 Main St', city: 'New York', state: 'NY', zip: '10001' },
      income: 55_000,
      accommodationCost: 1_200,
      ssnLastFour: '6789',
      consent: true,
    });
  });

  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['money typed as "$55,000"', { income: '$55,000' }, { income: 55_000 }],
    ['money as a number', { income: 40_000 }, { income: 40_000 }],
    ['no SSN (a new arrival): empty', { ssnLastFour: '' }, { ssnLastFour: null }],
    ['no SSN: left out', { ssnLastFour: undefined }, { ssnLastFour: null }],
    ['last four with spaces', { ssnLastFour: ' 67 89 ' }, { ssnLastFour: '6789' }],
    ['not in the US: no address asked or kept', { inUS: false, street: '', zip: 'x' }, { address: null }],
    ['inUS as form text "false"', { inUS: 'false', street: undefined }, { inUS: false, address: null }],
    [
      'state in lower case',
      { state: 'ny' },
      { address: { street: '1 Main St', city: 'New York', state: 'NY', zip: '10001' } },
    ],
    [
      'nine-digit ZIP',
      { zip: '100011234' },
      { address: { street: '1 Main St', city: 'New York', state: 'NY', zip: '10001-1234' } },
    ],
    ['exactly 18 today', { dob: '2008-11-25' }, { dob: '2008-11-25' }],
    ['a middle name, as typed bar the spaces around it', { middleName: ' Maria ' }, { middleName: 'Maria' }],
  ])('%s', (_row, change, expected) => {
    expect(schema.parse({ ...valid, ...change })).toMatchObject(expected);
  });
});

describe('prequalification form: refused', () => {
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['consent not given', { consent: false }, { consent: prequalificationErrors.consent }],
    ['consent as text is not consent', { consent: 'true' }, { consent: prequalificationErrors.consent }],
    ['consent missing', { consent: undefined }, { consent: prequalificationErrors.consent }],
    ['last four 0000', { ssnLastFour: '0000' }, { ssnLastFour: prequalificationErrors.ssnLastFour }],
    ['last four too short', { ssnLastFour: '678' }, { ssnLastFour: prequalificationErrors.ssnLastFour }],
    ['a full SSN is not asked for', { ssnLastFour: '123456789' }, { ssnLastFour: prequalificationErrors.ssnLastFour }],
    ['last four not digits', { ssnLastFour: '67a9' }, { ssnLastFour: prequalificationErrors.ssnLastFour }],
    ['a middle name that is no name', { middleName: 'M4ria' }, { middleName: fieldMessages.invalidName }],
    ['under 18 by a day', { dob: '2008-11-26' }, { dob: fieldErrors.under18 }],
    ['in the US without a street', { street: '' }, { street: fieldMessages.required }],
    [
      'inUS as form text "true" still needs the address',
      { inUS: 'true', street: '' },
      { street: fieldMessages.required },
    ],
    ['in the US with a bad ZIP', { zip: '1234' }, { zip: fieldErrors.zip }],
    ['in the US with no state', { state: 'XX' }, { state: fieldErrors.state }],
    ['money with cents', { income: '55,000.50' }, { income: fieldErrors.wholeDollars }],
    ['negative housing cost', { accommodationCost: '-5' }, { accommodationCost: fieldErrors.negativeAmount }],
    ['no income given', { income: '' }, { income: fieldMessages.required }],
    ['inUS not answered', { inUS: '' }, { inUS: fieldMessages.required }],
  ])('%s', (_row, change, expected) => {
    expect(errors({ ...valid, ...change })).toMatchObject(expected);
  });

  it('address errors show with the other fields’ errors, not only once those pass', () => {
    expect(Object.keys(errors({ ...valid, consent: false, street: '', zip: '1' })).sort()).toEqual([
      'consent',
      'street',
      'zip',
    ]);
  });

  it('not in the US: address errors are not raised', () => {
    expect(errors({ ...valid, inUS: false, consent: false, street: '', zip: '1' })).toEqual({
      consent: prequalificationErrors.consent,
    });
  });
});

describe('carried draft answers', () => {
  it('carry the dob, residence, amounts and address under the draft’s names, and nothing else', () => {
    expect(carriedDraftAnswers(schema.parse(valid))).toEqual({
      dob: '1990-05-01',
      inUS: true,
      income: 55_000,
      accommodationCost: 1_200,
      street: '1 Main St',
      city: 'New York',
      state: 'NY',
      zip: '10001',
    });
  });

  it('carry no address for someone not in the US', () => {
    expect(carriedDraftAnswers(schema.parse({ ...valid, inUS: false }))).toEqual({
      dob: '1990-05-01',
      inUS: false,
      income: 55_000,
      accommodationCost: 1_200,
    });
  });
});
