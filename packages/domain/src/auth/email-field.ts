import { z } from 'zod';
import { emailExampleMessage, fieldMessages } from '../notifications/field-messages.js';
import { emailLimits } from './account-field-limits.js';

/**
 * An e-mail address as every form asks for it (product-rules#field-messages): the account forms
 * (`account-fields.ts`) and the wizard's field schemas, which need no other account field.
 */
export const emailField = z
  .string()
  .trim()
  .min(1, fieldMessages.required)
  .max(emailLimits.max, fieldMessages.tooLong)
  // Checked only once present and short enough (a pipe runs after its input passed): one message at a time.
  .pipe(z.string().refine((value) => value.includes('@'), emailExampleMessage))
  .pipe(z.email(fieldMessages.invalidEmail))
  .transform((value) => value.toLowerCase());
