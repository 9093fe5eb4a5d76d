import { z } from 'zod';
import { emailField, nameField } from '../../auth/account-fields.js';
import { freeTextField, optionalField, partnerFieldLimits, requiredField } from '../form-fields.js';

/**
 * POST /partners/invite (product-rules#plain-http, a JSON body): a partner invites people by
 * e-mail. Up to 20 addresses at once: a team's intake, not a mailing list.
 */
export const partnerInviteLimits = { emails: { min: 1, max: 20 } } as const;

export const partnerInviteErrors = {
  noEmails: 'Enter at least one e-mail address',
  tooManyEmails: `Enter at most ${partnerInviteLimits.emails.max} e-mail addresses at a time`,
  repeatedEmail: 'Each address once, please',
} as const;

export const partnerInviteSchema = z.object({
  partnerName: requiredField(nameField),
  partnerEmail: requiredField(emailField),
  emails: z
    .array(emailField, { error: partnerInviteErrors.noEmails })
    .min(partnerInviteLimits.emails.min, partnerInviteErrors.noEmails)
    .max(partnerInviteLimits.emails.max, partnerInviteErrors.tooManyEmails)
    .refine((emails) => new Set(emails).size === emails.length, partnerInviteErrors.repeatedEmail),
  message: optionalField(freeTextField(partnerFieldLimits.message.max)),
});

export type PartnerInviteInput = z.input<typeof partnerInviteSchema>;
export type PartnerInvite = z.output<typeof partnerInviteSchema>;

/** The form's one box of addresses: split on commas, semicolons, spaces and new lines. */
export function splitEmailList(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/**
 * The form's shape: the addresses as typed in one box. It checks them with
 * the JSON body's rules, so the form and the server agree; a bad address is
 * reported on the box, naming the address.
 */
export const partnerInviteFormSchema = z
  .object({
    partnerName: z.string(),
    partnerEmail: z.string(),
    emails: z.string(),
    message: z.string(),
  })
  .transform((form, context) => {
    const emails = splitEmailList(form.emails);
    const checked = partnerInviteSchema.safeParse({ ...form, emails });
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues) {
      const [field = 'emails', index] = issue.path;
      const address = typeof index === 'number' ? emails[index] : undefined;
      context.issues.push({
        code: 'custom',
        path: [field],
        message: address === undefined ? issue.message : `${issue.message} (${address})`,
        input: form,
      });
    }
    return z.NEVER;
  });

export type PartnerInviteForm = z.input<typeof partnerInviteFormSchema>;
