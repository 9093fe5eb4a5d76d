import { Configuration, PlaidApi, PlaidEnvironments } from 'plaid';

export interface PlaidClientOptions {
  /** The local sandbox's address, Plaid's own (PlaidEnvironments), or PLAID_API_URL's (a stand-in). */
  basePath: string;
  clientId: string;
  secret: string;
  timeoutMs: number;
}

/** The official SDK client; the same code serves the local sandbox and the real service. */
export function createPlaidClient(options: PlaidClientOptions): PlaidApi {
  const configuration = new Configuration({
    basePath: options.basePath,
    baseOptions: {
      timeout: options.timeoutMs,
      headers: { 'PLAID-CLIENT-ID': options.clientId, 'PLAID-SECRET': options.secret },
    },
  });
  return new PlaidApi(configuration);
}

export function plaidBasePath(environment: 'sandbox' | 'production'): string {
  const path = PlaidEnvironments[environment];
  if (!path) throw new Error(`unknown Plaid environment ${environment}`);
  return path;
}
