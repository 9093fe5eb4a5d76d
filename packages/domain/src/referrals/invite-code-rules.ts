/**
 * Invitation codes as people type them: a member's code (8 characters from
 * an alphabet without look-alikes) or a partner's pre-approved code such as
 * WAYPOINT-PREAPPROVED. Matching ignores case and surrounding spaces, since
 * codes are read aloud and typed on phones. Apart from the schema (`invite-codes.ts`), so sign-up shows
 * the words without loading the schema library before the visitor types (decision 091).
 */
export const inviteCodeLimits = { max: 32 } as const;

export const inviteCodeMessages = {
  required: 'Enter your invitation code.',
  format: 'Codes have only letters, numbers and dashes, like K7M2QX9P.',
  notAccepted:
    'We could not find that code. Check it for typing mistakes, or ask the person who invited you to send it again.',
} as const;

export function normalizeInviteCode(raw: string): string {
  return raw.trim().toUpperCase();
}
