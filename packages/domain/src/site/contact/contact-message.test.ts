import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../notifications/field-messages.js';
import {
  contactMessageErrors,
  contactMessageSchema,
  contactTopicLabels,
  contactTopics,
  type ContactMessageInput,
} from './contact-message.js';

const valid: ContactMessageInput = {
  name: 'Ana Silva',
  email: 'ana@example.com',
  topic: 'rewards',
  message: 'When is my cash back paid out?',
};

function firstError(input: Partial<Record<keyof ContactMessageInput, unknown>>) {
  const result = contactMessageSchema.safeParse({ ...valid, ...input });
  if (result.success) return undefined;
  const issue = result.error.issues[0];
  return { field: issue?.path.join('.'), message: issue?.message };
}

describe('contact message: accepted', () => {
  it.each([
    ['a plain message', {}, valid],
    [
      'name and message are trimmed, the e-mail lower-cased',
      { name: '  Ana  ', email: ' Ana@Example.COM ', message: '  Ten chars!  ' },
      { ...valid, name: 'Ana', email: 'ana@example.com', message: 'Ten chars!' },
    ],
    ['a 100-character name', { name: 'a'.repeat(100) }, { ...valid, name: 'a'.repeat(100) }],
    ['a 4000-character message', { message: 'm'.repeat(4000) }, { ...valid, message: 'm'.repeat(4000) }],
    ['exactly 10 characters', { message: '1234567890' }, { ...valid, message: '1234567890' }],
  ])('%s', (_rule, input, expected) => {
    expect(contactMessageSchema.parse({ ...valid, ...input })).toEqual(expected);
  });

  it.each(contactTopics.map((topic) => [topic]))('topic %s', (topic) => {
    expect(contactMessageSchema.safeParse({ ...valid, topic }).success).toBe(true);
  });
});

describe('contact message: refused, one row per rule', () => {
  it.each([
    ['name is required', { name: '' }, 'name', fieldMessages.required],
    ['a name of spaces is empty', { name: '   ' }, 'name', fieldMessages.required],
    ['name over 100 characters', { name: 'a'.repeat(101) }, 'name', fieldMessages.tooLong],
    ['e-mail is required', { email: '' }, 'email', fieldMessages.required],
    ['e-mail must be an address', { email: 'ana@' }, 'email', fieldMessages.invalidEmail],
    ['e-mail over 254 characters', { email: `${'a'.repeat(250)}@x.com` }, 'email', fieldMessages.tooLong],
    ['topic must be chosen', { topic: '' }, 'topic', contactMessageErrors.chooseTopic],
    ['topic must be one of the list', { topic: 'billing' }, 'topic', contactMessageErrors.chooseTopic],
    ['message is required', { message: '' }, 'message', fieldMessages.required],
    [
      'message under 10 characters once trimmed',
      { message: '  short   ' },
      'message',
      contactMessageErrors.messageTooShort,
    ],
    ['message over 4000 characters', { message: 'm'.repeat(4001) }, 'message', contactMessageErrors.messageTooLong],
    ['a missing field', { name: undefined }, 'name', expect.any(String)],
  ])('%s', (_rule, input, field, message) => {
    expect(firstError(input)).toEqual({ field, message });
  });
});

it('every topic has a label', () => {
  expect(Object.keys(contactTopicLabels).sort()).toEqual([...contactTopics].sort());
});
