import { z } from 'zod';
import { fieldMessages } from '../notifications/field-messages.js';

/**
 * What activation asks for (docs/product-rules.md#cards): the card's last
 * four digits and its expiry as printed (MM/YY). The server compares them with
 * the issued card; wrong tries are limited.
 */
export const cardActivationMessages = {
  lastFour: 'Enter the last 4 digits of the card number',
  expiry: 'Enter the expiry date as printed on the card, MM/YY',
  mismatch: 'These details do not match your card. Check the last 4 digits and the expiry date.',
  notInUs:
    'For your security, cards can only be activated from within the US. Please try again once you are in the US.',
  /** The connection names no country and the account has no verified phone to confirm it by (decision 077). */
  phoneNeeded:
    'We could not tell from your connection that you are in the US. Add and verify your mobile phone, then activate your card: we will text you a code to confirm it is you.',
  /** The step-up prompt's reason when the connection names no country. */
  confirmByPhone:
    'We could not tell from your connection that you are in the US. To activate your card, confirm it is you with a code sent to your phone.',
  alreadyActive: 'This card is already active.',
  notActivatable: 'This card cannot be activated.',
  tooManyTries: 'Too many attempts. For your security, please wait 15 minutes before trying again.',
} as const;

/** Wrong tries allowed per card in the window before activation is refused for a while. */
export const CARD_ACTIVATION_TRIES = { limit: 5, windowSeconds: 15 * 60 } as const;

export const cardActivationSchema = z.object({
  lastFour: z
    .string({ error: fieldMessages.required })
    .trim()
    .min(1, fieldMessages.required)
    .regex(/^\d{4}$/, cardActivationMessages.lastFour),
  expiry: z
    .string({ error: fieldMessages.required })
    .trim()
    .min(1, fieldMessages.required)
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, cardActivationMessages.expiry)
    .transform((value) => value.replace(/\s/g, '')),
});

export type CardActivationInput = z.infer<typeof cardActivationSchema>;

/** The printed MM/YY of an expiry month and year. */
export function printedExpiry(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
}
