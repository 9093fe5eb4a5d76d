import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../notifications/field-messages.js';
import {
  partnerInviteErrors,
  partnerInviteFormSchema,
  partnerInviteSchema,
  splitEmailList,
  type PartnerInviteInput,
} from './partner-invite.js';

const valid: PartnerInviteInput = {
  partnerName: 'Maria Lopez',
  partnerEmail: 'maria@acme-relocation.example',
  emails: ['ravi@example.com'],
};

function firstError(input: Record<string, unknown>) {
  const result = partnerInviteSchema.safeParse({ ...valid, ...input });
  if (result.success) return undefined;
  const issue = result.error.issues[0];
  return { field: issue?.path.join('.'), message: issue?.message };
}

const twenty = Array.from({ length: 20 }, (_, index) => `person${index}@example.com`);

describe('partner invite: accepted', () => {
  it.each([
    ['one address', {}, valid],
    ['20 addresses', { emails: twenty }, { ...valid, emails: twenty }],
    [
      'addresses trimmed and lower-cased, a message trimmed',
      { emails: [' Ravi@Example.com '], message: '  Welcome aboard!  ' },
      { ...valid, emails: ['ravi@example.com'], message: 'Welcome aboard!' },
    ],
    ['an empty message counts as not sent', { message: '' }, { ...valid, message: undefined }],
  ])('%s', (_rule, input, expected) => {
    expect(partnerInviteSchema.parse({ ...valid, ...input })).toEqual(expected);
  });
});

describe('partner invite: refused, one row per rule', () => {
  it.each([
    ['partner name is required', { partnerName: '' }, 'partnerName', fieldMessages.required],
    ['partner e-mail must be an address', { partnerEmail: 'x@' }, 'partnerEmail', fieldMessages.invalidEmail],
    ['at least one address', { emails: [] }, 'emails', partnerInviteErrors.noEmails],
    ['a list is required', { emails: undefined }, 'emails', partnerInviteErrors.noEmails],
    ['at most 20 addresses', { emails: [...twenty, 'one@more.example'] }, 'emails', partnerInviteErrors.tooManyEmails],
    ['each address valid', { emails: ['ok@example.com', 'nope@'] }, 'emails.1', fieldMessages.invalidEmail],
    ['each address once', { emails: ['a@example.com', 'A@example.com'] }, 'emails', partnerInviteErrors.repeatedEmail],
    ['message over 1000 characters', { message: 'm'.repeat(1001) }, 'message', fieldMessages.tooLong],
  ])('%s', (_rule, input, field, message) => {
    expect(firstError(input)).toEqual({ field, message });
  });
});

describe('partner invite: the form box of addresses', () => {
  it.each([
    ['one per line', 'a@example.com\nb@example.com', ['a@example.com', 'b@example.com']],
    [
      'commas and semicolons',
      'a@example.com, b@example.com;c@example.com',
      ['a@example.com', 'b@example.com', 'c@example.com'],
    ],
    ['blank lines and spaces', '\n  a@example.com  \n\n', ['a@example.com']],
    ['nothing', '   ', []],
  ])('splits %s', (_rule, text, expected) => {
    expect(splitEmailList(text)).toEqual(expected);
  });

  it('the form schema gives the JSON body', () => {
    const form = {
      partnerName: 'Maria Lopez',
      partnerEmail: 'maria@acme.example',
      emails: 'A@x.example\nb@x.example',
      message: '',
    };
    expect(partnerInviteFormSchema.parse(form)).toEqual({
      partnerName: 'Maria Lopez',
      partnerEmail: 'maria@acme.example',
      emails: ['a@x.example', 'b@x.example'],
      message: undefined,
    });
  });

  it('the form schema names the emails box for a bad address', () => {
    const result = partnerInviteFormSchema.safeParse({
      partnerName: 'Maria Lopez',
      partnerEmail: 'maria@acme.example',
      emails: 'oops@',
      message: '',
    });
    expect(result.success ? null : result.error.issues[0]).toMatchObject({
      path: ['emails'],
      message: `${fieldMessages.invalidEmail} (oops@)`,
    });
  });
});
