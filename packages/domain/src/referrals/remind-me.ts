import { z } from 'zod';
import { emailField, optionalNameField } from '../auth/account-fields.js';
import { inviteCodeSchema } from './invite-codes.js';

/**
 * "Remind me later" on an invitation page: the visitor leaves an address and
 * gets one e-mail with the invitation link. `version` names the reminder's
 * wording, so a change of copy is a new version rather than a silent edit.
 */
export const remindMeVersions = ['v1'] as const;
export type RemindMeVersion = (typeof remindMeVersions)[number];

export const remindMeMessages = { unknownVersion: 'Unknown reminder version' } as const;

export const remindMeSchema = z.object({
  email: emailField,
  // Empty for a partner's code, which has no person behind it.
  referrerName: optionalNameField,
  inviteCode: inviteCodeSchema,
  version: z.enum(remindMeVersions, { error: remindMeMessages.unknownVersion }),
});

/** The form itself asks only for the address; the rest comes from the page. */
export const remindMeFormSchema = z.object({ email: emailField });
