import { describe, expect, it } from 'vitest';
import { redactUrl, serializeError } from './log-serializers.js';

describe('redactUrl', () => {
  it.each([
    ['a plain path', '/faq', '/faq'],
    ['a reset link', '/user/resetpassword?hash=abc', '/user/resetpassword?hash=[redacted]'],
    ['every query value', '/x?hash=a&email=b%40c.d&flag', '/x?hash=[redacted]&email=[redacted]&flag'],
    ['an empty value', '/x?hash=', '/x?hash=[redacted]'],
    [
      'the work-e-mail link secrets',
      '/application-cache/workemailconfirmation/first1/second2',
      '/application-cache/workemailconfirmation/[redacted]/[redacted]',
    ],
    [
      'the work-e-mail link in another letter case, with a query',
      '/Application-Cache/WorkEmailConfirmation/a/b?c=d',
      '/Application-Cache/WorkEmailConfirmation/[redacted]/[redacted]?c=[redacted]',
    ],
  ])('%s', (_case, url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

describe('serializeError', () => {
  it('cuts SQL parameters, even over several lines, from the message and the stack', () => {
    const error = new Error('Failed query: insert into t values ($1, $2)\nparams: 1987-06-05,first line\nsecond line');
    const serialized = serializeError(error);
    expect(serialized.message).toBe('Failed query: insert into t values ($1, $2)\nparams: [redacted]');
    expect(serialized.stack).not.toMatch(/1987|second line/);
    expect(serialized.stack).toMatch(/^Error: Failed query.*\n[\s\S]*\n\s+at /);
  });

  it('keeps the kind and place of a database fault, not its detail or parameters, down the causes', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
      code: '23505',
      constraint: 'users_email_key',
      detail: 'Key (email)=(ana@example.com) already exists.',
    });
    const error = Object.assign(new Error('Failed query: insert\nparams: ana@example.com', { cause }), {
      params: ['ana@example.com'],
    });
    const serialized = serializeError(error);
    expect(serialized).not.toHaveProperty('params');
    expect(serialized.cause).toMatchObject({ code: '23505', constraint: 'users_email_key' });
    expect(JSON.stringify(serialized)).not.toContain('ana@example.com');
  });

  it('masks e-mail addresses and SSNs in any message, including plain { name, message } objects', () => {
    expect(serializeError(new Error('no mailbox for ana@example.com')).message).toBe(
      'no mailbox for [redacted e-mail]',
    );
    expect(serializeError({ name: 'ProviderError', message: 'bad ssn 123-45-6789' })).toMatchObject({
      type: 'ProviderError',
      message: 'bad ssn [redacted SSN]',
    });
  });
});
