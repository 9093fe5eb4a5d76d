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
