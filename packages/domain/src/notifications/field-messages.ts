/** Shared form message texts of product-rules#field-messages, used verbatim by every form. */
export const fieldMessages = {
  invalidEmail: 'Invalid address. Please enter a valid email address',
  invalidDate: 'Invalid date',
  invalidName: 'Please enter a valid name',
  invalidPassword: 'Please enter a valid password',
  required: 'Required',
  tooLong: 'Too long',
  tooShort: 'Too short',
  emailExample: 'Please enter a valid email address. For example,',
} as const;

/**
 * An e-mail field's answer with no "@" at all: the person may not know what an address looks
 * like, so the message shows one. A malformed address with an "@" gets `invalidEmail`.
 */
export const emailExampleMessage = `${fieldMessages.emailExample} name@example.com`;
