import { describe, expect, it } from 'vitest';
import { emailExampleMessage, fieldMessages } from '../../notifications/field-messages.js';
import { partnerFieldErrors } from '../form-fields.js';
import { partnerReferralSchema, type PartnerReferralInput } from './partner-referral.js';

const valid: PartnerReferralInput = {
  organization: 'Acme Relocation Inc.',
  partnerName: 'Maria Lopez',
  partnerEmail: 'maria@acme-relocation.example',
  firstName: 'Ravi',
  lastName: 'Kumar',
  email: 'ravi@example.com',
};

function firstError(input: Record<string, unknown>) {
  const result = partnerReferralSchema.safeParse({ ...valid, ...input });
  if (result.success) return undefined;
  const issue = result.error.issues[0];
  return { field: issue?.path.join('.'), message: issue?.message };
}

describe('partner referral: accepted', () => {
  it.each([
    ['the required fields alone', {}, valid],
    [
      'every optional field, trimmed, e-mails lower-cased',
      {
        partnerEmail: ' Maria@Acme-Relocation.example ',
        partnerPhone: ' +1 (415) 555-0100 ',
        relocationDate: '2027-03-01',
        note: '  Starts at our Austin office in March.  ',
      },
      {
        ...valid,
        partnerPhone: '+1 (415) 555-0100',
        relocationDate: '2027-03-01',
        note: 'Starts at our Austin office in March.',
      },
    ],
    [
      'empty optional fields count as not sent',
      { partnerPhone: '', relocationDate: '  ', note: '' },
      { ...valid, partnerPhone: undefined, relocationDate: undefined, note: undefined },
    ],
    [
      'an organization with company punctuation',
      { organization: 'Smith & Sons (US), Ltd.' },
      { ...valid, organization: 'Smith & Sons (US), Ltd.' },
    ],
  ])('%s', (_rule, input, expected) => {
    expect(partnerReferralSchema.parse({ ...valid, ...input })).toEqual(expected);
  });
});

describe('partner referral: refused, one row per rule', () => {
  it.each([
    ['organization is required', { organization: ' ' }, 'organization', fieldMessages.required],
    ['organization over 120 characters', { organization: 'a'.repeat(121) }, 'organization', fieldMessages.tooLong],
    [
      'organization may not hold a link',
      { organization: 'https://evil.example' },
      'organization',
      partnerFieldErrors.organization,
    ],
    [
      'organization may not hold an address',
      { organization: 'me@evil.example' },
      'organization',
      partnerFieldErrors.organization,
    ],
    ['partner name is required', { partnerName: '' }, 'partnerName', fieldMessages.required],
    ['partner name must be a name', { partnerName: 'R2-D2' }, 'partnerName', fieldMessages.invalidName],
    ['partner e-mail must be an address', { partnerEmail: 'maria@' }, 'partnerEmail', fieldMessages.invalidEmail],
    ['phone must be digits', { partnerPhone: 'call me' }, 'partnerPhone', partnerFieldErrors.phone],
    ['phone needs 7 digits', { partnerPhone: '555-01' }, 'partnerPhone', partnerFieldErrors.phone],
    ['phone at most 15 digits', { partnerPhone: '1234567890123456' }, 'partnerPhone', partnerFieldErrors.phone],
    ['first name is required', { firstName: undefined }, 'firstName', fieldMessages.required],
    ['last name is required', { lastName: '' }, 'lastName', fieldMessages.required],
    ['last name over 60 characters', { lastName: 'a'.repeat(61) }, 'lastName', fieldMessages.tooLong],
    ['e-mail is required', { email: '' }, 'email', fieldMessages.required],
    ['e-mail must be an address', { email: 'ravi.example.com' }, 'email', emailExampleMessage],
    [
      'relocation date must be yyyy-mm-dd',
      { relocationDate: '03/01/2027' },
      'relocationDate',
      fieldMessages.invalidDate,
    ],
    [
      'relocation date must be a real day',
      { relocationDate: '2027-02-30' },
      'relocationDate',
      fieldMessages.invalidDate,
    ],
    ['note over 1000 characters', { note: 'n'.repeat(1001) }, 'note', fieldMessages.tooLong],
  ])('%s', (_rule, input, field, message) => {
    expect(firstError(input)).toEqual({ field, message });
  });
});
