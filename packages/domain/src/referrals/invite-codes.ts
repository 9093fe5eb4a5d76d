import { z } from 'zod';
import { fieldMessages } from '../notifications/field-messages.js';
import { inviteCodeLimits, inviteCodeMessages, normalizeInviteCode } from './invite-code-rules.js';

/** The invitation-code rule (`invite-code-rules.ts`) as a schema. */
export { inviteCodeLimits, inviteCodeMessages, normalizeInviteCode };

export const inviteCodeSchema = z
  .string()
  .trim()
  .min(1, inviteCodeMessages.required)
  .max(inviteCodeLimits.max, fieldMessages.tooLong)
  .regex(/^[A-Za-z0-9-]+$/, inviteCodeMessages.format)
  .transform(normalizeInviteCode);

/** The `/i` and `/invite-only` code form. */
export const inviteCodeFormSchema = z.object({ inviteCode: inviteCodeSchema });
