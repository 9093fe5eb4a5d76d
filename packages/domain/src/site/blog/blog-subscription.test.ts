import { describe, expect, it } from 'vitest';
import { emailExampleMessage, fieldMessages } from '../../notifications/field-messages.js';
import { blogSubscriptionPageAddress, subscriptionTokenPattern } from './blog-subscription-links.js';
import { blogSubscriptionSchema } from './blog-subscription.js';

describe('blog subscription', () => {
  it.each([
    ['an address, trimmed and lower-cased', { email: ' Reader@Example.COM ' }, { email: 'reader@example.com' }],
  ])('accepts %s', (_rule, input, expected) => {
    expect(blogSubscriptionSchema.parse(input)).toEqual(expected);
  });

  it.each([
    ['e-mail is required', {}, fieldMessages.required],
    ['e-mail may not be empty', { email: '' }, fieldMessages.required],
    ['e-mail must be an address', { email: 'reader@' }, fieldMessages.invalidEmail],
    ['an e-mail without an @ is shown what one looks like', { email: 'reader' }, emailExampleMessage],
    ['e-mail over 254 characters', { email: `${'a'.repeat(250)}@x.com` }, fieldMessages.tooLong],
  ])('refuses: %s', (_rule, input, message) => {
    const result = blogSubscriptionSchema.safeParse(input);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(message);
  });

  it.each([
    ['confirm', 'a'.repeat(43), `/blog-subscription/confirm?token=${'a'.repeat(43)}`],
    ['unsubscribe', 'b'.repeat(43), `/blog-subscription/unsubscribe?token=${'b'.repeat(43)}`],
    ['confirm', '<script>', '/blog-subscription/confirm'],
    ['unsubscribe', undefined, '/blog-subscription/unsubscribe'],
    ['unsubscribe', ['a'.repeat(43)], '/blog-subscription/unsubscribe'],
  ] as const)('the %s page for token %j is %s', (page, token, address) => {
    expect(blogSubscriptionPageAddress(page, token)).toBe(address);
  });

  it.each([
    ['a 43-character token', 'a'.repeat(43), true],
    ['too short', 'abc', false],
    ['with a slash', `${'a'.repeat(30)}/x`, false],
  ])('token shape: %s', (_rule, token, ok) => {
    expect(subscriptionTokenPattern.test(token)).toBe(ok);
  });
});
