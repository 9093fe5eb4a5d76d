import { z } from 'zod';
import { fieldMessages } from '../notifications/field-messages.js';
import { inviteCodeLimits, inviteCodeMessages } from '../referrals/invite-code-rules.js';
import { emailLimits, nameLimits, passwordLimits } from './account-field-limits.js';
import { emailField } from './email-field.js';

/**
 * Account form fields, shared by the web forms and the server (product-rules#field-messages
 * message texts). Passwords follow NIST SP 800-63B: at least 8 characters,
 * long passphrases allowed, no composition rules; common passwords are
 * refused separately against a list.
 */
export { emailLimits, nameLimits, passwordLimits };
// In a module of its own: the wizard's field schemas need only it (decision 091).
export { emailField };

// Letters of any script, spaces, apostrophes, hyphens and dots: "Anne-Marie", "O'Neil", "J. R.".
const namePattern = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u;

export const passwordField = z
  .string()
  .min(1, fieldMessages.required)
  .min(passwordLimits.min, fieldMessages.tooShort)
  .max(passwordLimits.max, fieldMessages.tooLong);

export const nameField = z
  .string()
  .trim()
  .min(1, fieldMessages.required)
  .max(nameLimits.max, fieldMessages.tooLong)
  .regex(namePattern, fieldMessages.invalidName);

export const optionalNameField = z
  .string()
  .trim()
  .max(nameLimits.max, fieldMessages.tooLong)
  .refine((value) => value === '' || namePattern.test(value), fieldMessages.invalidName);

export const registerFormSchema = z.object({
  firstName: nameField,
  middleName: optionalNameField.optional().default(''),
  lastName: nameField,
  email: emailField,
  password: passwordField,
  // Optional; when given, a code by the invitation-code rule (the server checks it exists: validatePreApprovedCode).
  promoCode: z
    .string()
    .trim()
    .max(inviteCodeLimits.max, fieldMessages.tooLong)
    .regex(/^[A-Za-z0-9-]*$/, inviteCodeMessages.format)
    .optional()
    .default(''),
  acceptESign: z.literal(true, { error: fieldMessages.required }),
});

export const loginFormSchema = z.object({
  email: emailField,
  password: z.string().min(1, fieldMessages.required).max(passwordLimits.max, fieldMessages.tooLong),
});

export const forgotPasswordFormSchema = z.object({ email: emailField });

export const resetPasswordFormSchema = z
  .object({ newPassword: passwordField, confirmPassword: z.string().min(1, fieldMessages.required) })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The passwords do not match',
  });

export type RegisterForm = z.input<typeof registerFormSchema>;
export type LoginForm = z.input<typeof loginFormSchema>;
