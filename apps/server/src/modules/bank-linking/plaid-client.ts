import type { PlaidApi } from 'plaid';

/**
 * The Plaid calls bank linking makes: the application's employment check
 * (bank-linking-service.ts) and, for a card payment account, Auth's account
 * and routing numbers with the institution's name (bank-linking-port.ts).
 */
export const plaidCallNames = [
  'linkTokenCreate',
  'itemPublicTokenExchange',
  'employmentVerificationGet',
  'authGet',
  'institutionsGetById',
] as const;
export type PlaidCalls = Pick<PlaidApi, (typeof plaidCallNames)[number]>;

export interface PlaidClientOptions {
  /** The local sandbox's address, Plaid's own (plaidBasePath), or PLAID_API_URL's (a stand-in). */
  basePath: string;
  clientId: string;
  secret: string;
  timeoutMs: number;
}

/**
 * The official SDK client; the same code serves the local sandbox and the real service.
 * The SDK is loaded on the first call, not at start: it is the largest package the
 * server uses (about 80 MB resident once loaded, docs/decisions/048-embedded-default-memory.md)
 * and most servers link no bank for a long while after they start.
 */
export function createPlaidClient(options: PlaidClientOptions): PlaidCalls {
  let client: Promise<PlaidApi> | undefined;
  const sdk = () =>
    (client ??= import('plaid').then(
      ({ Configuration, PlaidApi }) =>
        new PlaidApi(
          new Configuration({
            basePath: options.basePath,
            baseOptions: {
              timeout: options.timeoutMs,
              headers: { 'PLAID-CLIENT-ID': options.clientId, 'PLAID-SECRET': options.secret },
            },
          }),
        ),
    ));
  return {
    linkTokenCreate: async (...args) => (await sdk()).linkTokenCreate(...args),
    itemPublicTokenExchange: async (...args) => (await sdk()).itemPublicTokenExchange(...args),
    employmentVerificationGet: async (...args) => (await sdk()).employmentVerificationGet(...args),
    authGet: async (...args) => (await sdk()).authGet(...args),
    institutionsGetById: async (...args) => (await sdk()).institutionsGetById(...args),
  };
}

/** Plaid's hosts, as the SDK's PlaidEnvironments names them (plaid-client.test.ts checks they agree). */
export const plaidHosts: Readonly<Record<'sandbox' | 'production', string>> = {
  production: 'https://production.plaid.com',
  sandbox: 'https://sandbox.plaid.com',
};

export function plaidBasePath(environment: 'sandbox' | 'production'): string {
  const path = plaidHosts[environment];
  if (!path) throw new Error(`unknown Plaid environment ${environment}`);
  return path;
}
