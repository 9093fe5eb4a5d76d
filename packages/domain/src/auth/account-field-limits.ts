/**
 * The account fields' lengths, apart from their schemas (`account-fields.ts`), so a form can show them
 * without loading the schema library before the visitor types (decision 091). Passwords follow NIST
 * SP 800-63B: at least 8 characters, long passphrases allowed.
 */
export const passwordLimits = { min: 8, max: 128 } as const;
export const nameLimits = { max: 60 } as const;
export const emailLimits = { max: 254 } as const;
