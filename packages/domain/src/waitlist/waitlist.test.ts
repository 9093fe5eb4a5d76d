import { describe, expect, it } from 'vitest';
import { emailExampleMessage, fieldMessages } from '../notifications/field-messages.js';
import {
  isWaitlistStatus,
  normalizeWaitlistEmail,
  waitlistJoinSchema,
  waitlistLinkSchema,
  waitlistMessages,
} from './waitlist.js';

describe('normalizeWaitlistEmail', () => {
  it.each([
    ['lower-cases the whole address', 'Ana.Lima@Example.COM', 'ana.lima@example.com'],
    ['trims spaces and tabs around it', ' \tana@example.com \n', 'ana@example.com'],
    ['keeps dots in the local part', 'a.n.a@example.com', 'a.n.a@example.com'],
    ['keeps a +tag', 'ana+waitlist@example.com', 'ana+waitlist@example.com'],
    ['composes accents (NFC), so one person is one row', 'jose\u0301@example.com', 'jos\u00e9@example.com'],
    ['leaves an already normal address alone', 'ana@example.com', 'ana@example.com'],
  ])('%s', (_rule, raw, normal) => {
    expect(normalizeWaitlistEmail(raw)).toBe(normal);
  });
});

describe('waitlistJoinSchema', () => {
  it.each([
    ['an address with consent, normalized', { email: ' Ana@Example.COM ', consent: true }, 'ana@example.com'],
    ['a +tagged address', { email: 'ana+wl@example.com', consent: true }, 'ana+wl@example.com'],
  ])('accepts %s', (_rule, input, email) => {
    expect(waitlistJoinSchema.parse(input)).toEqual({ email, consent: true });
  });

  it.each([
    ['no e-mail', { consent: true }, 'email', fieldMessages.required],
    ['an empty e-mail', { email: '  ', consent: true }, 'email', fieldMessages.required],
    ['an e-mail without @', { email: 'ana', consent: true }, 'email', emailExampleMessage],
    ['a malformed e-mail', { email: 'ana@', consent: true }, 'email', fieldMessages.invalidEmail],
    [
      'an e-mail over 254 characters',
      { email: `${'a'.repeat(250)}@x.com`, consent: true },
      'email',
      fieldMessages.tooLong,
    ],
    ['no consent', { email: 'ana@example.com' }, 'consent', waitlistMessages.consentRequired],
    ['consent not ticked', { email: 'ana@example.com', consent: false }, 'consent', waitlistMessages.consentRequired],
    ['consent as text', { email: 'ana@example.com', consent: 'yes' }, 'consent', waitlistMessages.consentRequired],
  ])('refuses %s', (_rule, input, field, message) => {
    const result = waitlistJoinSchema.safeParse(input);
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect([issue?.path.join('.'), issue?.message]).toEqual([field, message]);
  });
});

describe('waitlistLinkSchema', () => {
  it.each([
    ['a 43-character URL-safe token', 'A'.repeat(42) + '_', true],
    ['a short string', 'abc', false],
    ['a token with a slash', `${'a'.repeat(30)}/x`, false],
    ['a token over 100 characters', 'a'.repeat(101), false],
  ])('%s: %s', (_rule, token, valid) => {
    expect(waitlistLinkSchema.safeParse({ token }).success).toBe(valid);
  });
});

describe('isWaitlistStatus', () => {
  it.each([
    ['pending', true],
    ['confirmed', true],
    ['unsubscribed', true],
    ['deleted', false],
    ['toString', false],
    [undefined, false],
  ])('%s: %s', (value, known) => {
    expect(isWaitlistStatus(value)).toBe(known);
  });
});
