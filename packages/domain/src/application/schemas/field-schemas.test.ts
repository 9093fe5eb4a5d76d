import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldMessages } from '../../notifications/field-messages.js';
import { TODAY } from '../steps/engine-test-fixtures.js';
import {
  dateOfBirthField,
  fieldErrors,
  mobilePhoneField,
  moneyField,
  postalCodeField,
  relocationDateField,
  ssnField,
  stateField,
  websiteField,
  workEmailField,
  yesNoField,
  zipField,
} from './field-schemas.js';

function firstError(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('SSN', () => {
  it.each([
    ['dashed', '123-45-6789', '123-45-6789'],
    ['nine digits, stored dashed', '123456789', '123-45-6789'],
    ['area 899 is issued', '899-45-6789', '899-45-6789'],
  ])('accepts %s', (_rule, input, stored) => {
    expect(ssnField.parse(input)).toBe(stored);
  });

  it.each([
    ['area 000', '000-12-3456'],
    ['area 666', '666-12-3456'],
    ['area 9xx', '912-34-5678'],
    ['group 00', '123-00-4567'],
    ['serial 0000', '123-45-0000'],
    ['eight digits', '12345678'],
    ['one dash only', '123-456789'],
    ['letters', '12a-45-6789'],
  ])('refuses %s', (_rule, input) => {
    expect(firstError(ssnField, input)).toBe(fieldErrors.ssn);
  });

  it('an empty SSN is Required', () => {
    expect(firstError(ssnField, '')).toBe(fieldMessages.required);
  });
});

describe('date of birth: at least 18 today (UTC day of 2026-11-22)', () => {
  const dob = dateOfBirthField(TODAY);
  it.each([
    ['18 today', '2008-11-22'],
    ['well over 18', '1980-02-29'],
  ])('accepts %s', (_rule, input) => {
    expect(dob.safeParse(input).success).toBe(true);
  });

  it.each([
    ['18 tomorrow', '2008-11-23', fieldErrors.under18],
    ['a date in the future', '2030-01-01', fieldErrors.under18],
    ['no such day', '1990-02-30', fieldMessages.invalidDate],
    ['not ISO', '11/22/1990', fieldMessages.invalidDate],
    ['text', 'yesterday', fieldMessages.invalidDate],
    ['before 1900', '1899-12-31', fieldMessages.invalidDate],
    ['empty', '', fieldMessages.required],
  ])('refuses %s', (_rule, input, message) => {
    expect(firstError(dob, input)).toBe(message);
  });
});

describe('US state codes', () => {
  it.each([
    ['a state', 'NY'],
    ['DC', 'DC'],
    ['a territory', 'PR'],
    ['lower case, stored upper', 'ca'],
  ])('accepts %s', (_rule, input) => {
    expect(stateField.parse(input)).toBe(input.toUpperCase());
  });
  it.each([
    ['unknown', 'XX'],
    ['a military code', 'AE'],
    ['a full name', 'Texas'],
  ])('refuses %s', (_rule, input) => {
    expect(firstError(stateField, input)).toBe(fieldErrors.state);
  });
  it('missing is Required', () => expect(firstError(stateField, '')).toBe(fieldMessages.required));
});

describe('mobile phone: stored as E.164', () => {
  it.each([
    ['US with brackets', '(415) 555-0134', '+14155550134'],
    ['US with dots', '415.555.0134', '+14155550134'],
    ['US with +1', '+1 415 555 0134', '+14155550134'],
    ['US with a leading 1', '1-415-555-0134', '+14155550134'],
    ['UK with its country code', '+44 7700 900123', '+447700900123'],
    ['Germany', '+49 151 23456789', '+4915123456789'],
  ])('accepts %s', (_rule, input, stored) => expect(mobilePhoneField.parse(input)).toBe(stored));
  it.each([
    ['too short', '555-0134'],
    ['a foreign number without its country code', '07700 900123'],
    ['letters', '415-555-CALL'],
    ['a US area code starting with 1', '(115) 555-0134'],
    ['a country code 0', '+0 123 456 789'],
    ['too long', '+1234567890123456'],
    ['markup', '<b>4155550134</b>'],
  ])('refuses %s', (_rule, input) => expect(firstError(mobilePhoneField, input)).toBe(fieldErrors.mobilePhone));
  it('an empty number is Required', () => expect(firstError(mobilePhoneField, ' ')).toBe(fieldMessages.required));
});

describe('relocation date: today or later (UTC day of 2026-11-22)', () => {
  const field = relocationDateField(TODAY);
  it.each([
    ['today', '2026-11-22'],
    ['tomorrow', '2026-11-23'],
    ['next year', '2027-06-01'],
  ])('accepts %s', (_rule, input) => expect(field.parse(input)).toBe(input));
  it.each([
    ['yesterday', '2026-11-21'],
    ['the issue report date 2020-01-01', '2020-01-01'],
  ])('refuses %s', (_rule, input) => expect(firstError(field, input)).toBe(fieldErrors.relocationInPast));
  it('a bad date is still Invalid date', () => expect(firstError(field, '2027-02-30')).toBe(fieldMessages.invalidDate));
});

describe('postal code (any country)', () => {
  it.each(['SW1A 1AA', '10115', '100-0001', 'K1A 0B1'])('accepts %s', (input) =>
    expect(postalCodeField.parse(input)).toBe(input),
  );
  it.each(['-', 'A', '#10115', '10115;'])('refuses %s', (input) =>
    expect(firstError(postalCodeField, input)).toBe(fieldErrors.postalCode),
  );
});

describe('ZIP', () => {
  it.each([
    ['5 digits', '12345', '12345'],
    ['ZIP+4', '12345-6789', '12345-6789'],
    ['9 digits, stored ZIP+4', '123456789', '12345-6789'],
  ])('accepts %s', (_rule, input, stored) => expect(zipField.parse(input)).toBe(stored));
  it.each([
    ['4 digits', '1234'],
    ['6 digits', '123456'],
    ['letters', 'ABCDE'],
    ['bad +4', '12345-678'],
  ])('refuses %s', (_rule, input) => {
    expect(firstError(zipField, input)).toBe(fieldErrors.zip);
  });
});

describe('e-mail and website', () => {
  it('accepts and lower-cases an e-mail', () => expect(workEmailField.parse(' Ana@Acme.COM ')).toBe('ana@acme.com'));
  it('refuses a bad e-mail with the product-rules#field-messages text', () =>
    expect(firstError(workEmailField, 'ana@')).toBe(fieldMessages.invalidEmail));
  it.each([
    ['bare domain', 'acme.com'],
    ['with scheme and path', 'https://www.acme.com/about'],
    ['with port', 'http://acme.com:8080'],
  ])('website accepts %s', (_rule, input) => expect(websiteField.safeParse(input).success).toBe(true));
  it.each([
    ['no dot', 'acme'],
    ['ftp', 'ftp://acme.com'],
    ['credentials in the host', 'https://google.com@evil.example'],
    ['spaces', 'acme .com'],
  ])('website refuses %s', (_rule, input) => expect(firstError(websiteField, input)).toBe(fieldErrors.website));
});

describe('money and yes/no answers', () => {
  it.each([
    ['text with separators', '$55,000', 55000],
    ['a number', 1200, 1200],
    ['zero', '0', 0],
  ])('money accepts %s', (_rule, input, value) => {
    expect(moneyField.parse(input)).toBe(value);
  });
  it.each([
    ['negative', '-1', fieldErrors.negativeAmount],
    ['a fraction as a number', 10.5, fieldErrors.wholeDollars],
    ['a fraction as text', '1200.75', fieldErrors.wholeDollars],
    ['words', 'lots', fieldErrors.wholeDollars],
    ['too large', '1000000000', fieldErrors.amountTooLarge],
    ['empty', '', fieldMessages.required],
  ])('money refuses %s', (_rule, input, message) => {
    expect(firstError(moneyField, input)).toBe(message);
  });
  it.each([
    ['true text', 'true', true],
    ['false text', 'false', false],
    ['a boolean', true, true],
  ])('yes/no accepts %s', (_rule, input, value) => {
    expect(yesNoField.parse(input)).toBe(value);
  });
  it('yes/no missing is Required', () => expect(firstError(yesNoField, undefined)).toBe(fieldMessages.required));
});
