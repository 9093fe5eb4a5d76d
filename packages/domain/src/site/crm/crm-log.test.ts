import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../notifications/field-messages.js';
import { isCrmLogBody } from './crm-log-id.js';
import { crmLogErrors, crmLogSchema } from './crm-log.js';

const valid = { fingerprint: '3f2a9c0e1b7d4e55', session: '7c1e2d9a-4b4f-4a57-9f0e-1f2c3d4e5f60' };

describe('crm log', () => {
  it.each([
    ['a hash and a UUID', valid],
    ['base64 ids', { fingerprint: 'aGVsbG8rd29ybGQ/Lw==', session: 's:abc.def' }],
    ['the longest ids', { fingerprint: 'f'.repeat(200), session: 's'.repeat(100) }],
  ])('accepts %s', (_rule, input) => {
    expect(crmLogSchema.parse(input)).toEqual(input);
  });

  it.each([
    ['fingerprint is required', { fingerprint: '' }, 'fingerprint', fieldMessages.required],
    ['fingerprint over 200 characters', { fingerprint: 'f'.repeat(201) }, 'fingerprint', fieldMessages.tooLong],
    ['fingerprint is an opaque id', { fingerprint: '<b>hi</b>' }, 'fingerprint', crmLogErrors.notAnId],
    ['session is required', { session: undefined }, 'session', fieldMessages.required],
    ['session over 100 characters', { session: 's'.repeat(101) }, 'session', fieldMessages.tooLong],
    ['session has no spaces', { session: 'a b' }, 'session', crmLogErrors.notAnId],
    ['session is a string', { session: 42 }, 'session', fieldMessages.required],
  ])('refuses: %s', (_rule, input, field, message) => {
    const result = crmLogSchema.safeParse({ ...valid, ...input });
    const issue = result.success ? undefined : result.error.issues[0];
    expect({ field: issue?.path.join('.'), message: issue?.message }).toEqual({ field, message });
  });

  // The browser's check (no zod on content pages) and the server's schema agree on every untrimmed body.
  it.each([
    [valid, true],
    [{ fingerprint: 'f'.repeat(200), session: 's'.repeat(100) }, true],
    [{ fingerprint: 'aGVsbG8rd29ybGQ/Lw==', session: 's:abc.def' }, true],
    [{ ...valid, fingerprint: '' }, false],
    [{ ...valid, fingerprint: 'f'.repeat(201) }, false],
    [{ ...valid, fingerprint: '<b>hi</b>' }, false],
    [{ ...valid, session: 's'.repeat(101) }, false],
    [{ ...valid, session: 'a b' }, false],
  ])('isCrmLogBody(%o) is %s, as the schema says', (body, expected) => {
    expect(isCrmLogBody(body)).toBe(expected);
    expect(crmLogSchema.safeParse(body).success).toBe(expected);
  });
});
