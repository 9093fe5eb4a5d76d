/**
 * The local sandbox's institutions and credentials (docs/sandbox.md "Bank
 * linking"). Every institution takes `user_good` / `pass_good`; "Broken
 * Bank" always fails; the username `user_slow` makes the provider answer the
 * public-token exchange too late (the timeout trigger).
 */
export interface SandboxInstitution {
  id: string;
  name: string;
  /** When set, logging in always fails with this provider error code. */
  failsWith?: string;
}

export const sandboxInstitutions: readonly SandboxInstitution[] = [
  { id: 'ins_harbor', name: 'Harbor Credit Union' },
  { id: 'ins_platypus', name: 'First Platypus Bank' },
  { id: 'ins_broken', name: 'Broken Bank', failsWith: 'INSTITUTION_DOWN' },
];

export const sandboxPassword = 'pass_good';
export const sandboxUsers = ['user_good', 'user_slow'] as const;
/** The username whose public token the sandbox exchanges too late (beyond PLAID_TIMEOUT_MS). */
export const slowSandboxUser = 'user_slow';

/** The employer the sandbox's employment data reports for every linked account. */
export const sandboxEmployerName = 'Acme Corp';

export const sandboxAccounts = [
  { id: 'acc_checking', name: 'Everyday Checking', mask: '0000', subtype: 'checking' },
  { id: 'acc_savings', name: 'Rainy Day Savings', mask: '1111', subtype: 'savings' },
] as const;

/**
 * What the sandbox's Auth answers for each account (docs/sandbox.md "Bank
 * linking"): Plaid's own sandbox numbers, a test routing number and account
 * numbers ending in the account's mask. Every institution answers the same.
 */
export const sandboxAccountNumbers: Readonly<Record<string, { account: string; routing: string }>> = {
  acc_checking: { account: '1111222233330000', routing: '011401533' },
  acc_savings: { account: '1111222233331111', routing: '011401533' },
};
