import { describe, expect, it } from 'vitest';
import { emailExampleMessage, fieldMessages } from '../../notifications/field-messages.js';
import { isBlogSubscriptionOutcome, subscriptionTokenPattern } from './blog-subscription-links.js';
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
    ['confirmed', true],
    ['unsubscribed', true],
    ['invalid', true],
    ['subscribed', false],
    ['toString', false],
  ])('outcome %s is known: %s', (value, known) => {
    expect(isBlogSubscriptionOutcome(value)).toBe(known);
  });

  it.each([
    ['a 43-character token', 'a'.repeat(43), true],
    ['too short', 'abc', false],
    ['with a slash', `${'a'.repeat(30)}/x`, false],
  ])('token shape: %s', (_rule, token, ok) => {
    expect(subscriptionTokenPattern.test(token)).toBe(ok);
  });
});
