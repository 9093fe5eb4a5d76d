import { z } from 'zod';
import { emailField } from '../auth/account-fields.js';
import { requiredField } from '../site/form-fields.js';

/**
 * The invitation waitlist (decision 087, docs/product-rules.md#waitlist): who may join, in which
 * form an address is kept, and the states an entry moves through. Shared so the /invite-only form,
 * the server and the back office agree without importing each other.
 */

/** pending until its confirmation link is opened; confirmed is "on the list"; unsubscribed stays recorded. */
export const waitlistStatuses = ['pending', 'confirmed', 'unsubscribed'] as const;
export type WaitlistStatus = (typeof waitlistStatuses)[number];

export const isWaitlistStatus = (value: unknown): value is WaitlistStatus =>
  typeof value === 'string' && (waitlistStatuses as readonly string[]).includes(value);

/**
 * The one form of an address on the list: Unicode NFC, no surrounding spaces, lower case. The
 * local part is lower-cased too: every provider our applicants use treats it so, and two rows for
 * `Ana@` and `ana@` would mail one person twice. Dots and `+tags` are kept: they are the person's
 * choice and some providers deliver them to different mailboxes.
 */
export function normalizeWaitlistEmail(raw: string): string {
  return raw.normalize('NFC').trim().toLowerCase();
}

/**
 * What the person agrees to, in the page's words (content/pages/invite-only.md); the server
 * stores this exact line with the entry, so the record shows what was agreed to.
 */
export const waitlistConsentText =
  'E-mail me an invitation when applications open, and news about the card. I can unsubscribe at any time.';

export const waitlistMessages = {
  consentRequired: 'Please tick the box so we may e-mail you the invitation',
} as const;

/** POST /api/v1/waitlist (docs/product-rules.md#waitlist): the address, the ticked consent, and the form's reCAPTCHA token. */
export const waitlistJoinSchema = z.object({
  email: requiredField(
    z.preprocess((value) => (typeof value === 'string' ? value.normalize('NFC') : value), emailField),
  ),
  consent: z.literal(true, { error: waitlistMessages.consentRequired }),
});

export type WaitlistJoin = z.output<typeof waitlistJoinSchema>;

/** The server's answer to a join: the same for a new, pending, confirmed or unsubscribed address (no enumeration). */
export const waitlistJoinAnswer = { ok: true } as const;

/** The plain HTTP routes the public pages call; none needs a session. */
export const waitlistApiPaths = {
  join: '/api/v1/waitlist',
  confirm: '/api/v1/waitlist/confirm',
  unsubscribe: '/api/v1/waitlist/unsubscribe',
} as const;

/** The staff CSV of confirmed addresses (decision 087). */
export const waitlistCsvPath = '/api/v1/ops/waitlist.csv';

/** What the confirm and unsubscribe calls answer; `invalid` covers unknown, used-up and expired links alike. */
export const waitlistLinkOutcomes = ['confirmed', 'unsubscribed', 'invalid'] as const;
export type WaitlistLinkOutcome = (typeof waitlistLinkOutcomes)[number];

// Our tokens are 43 URL-safe characters (256 bits); anything far off is not ours.
export const waitlistTokenPattern = /^[A-Za-z0-9_-]{20,100}$/;

export const waitlistLinkSchema = z.object({ token: z.string().regex(waitlistTokenPattern, 'This link is not valid') });

/** A confirm link works this long; a pending entry is deleted this long after its newest confirmation mail. */
export const waitlistConfirmLinkDays = 7;
export const waitlistPendingPurgeDays = 30;
