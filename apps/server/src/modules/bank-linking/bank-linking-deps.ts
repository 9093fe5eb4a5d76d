import type { Db } from '../../db/database.js';
import type { GraphqlContext } from '../../graphql/graphql-context.js';
import type { PlaidCalls } from './plaid-client.js';

/** What bank linking needs from the rest of the server, wired in the composition (modules do not import each other). */
export interface BankLinkingDeps {
  db: Db;
  /** Null when no provider is configured (production without PLAID_ keys): linking is unavailable. */
  plaid: PlaidCalls | null;
  /**
   * The OAuth return address sent with each link token (`redirect_uri`, decision 039):
   * set for the real service only; the local sandbox's Link-like dialog has no OAuth banks.
   */
  oauthRedirectUri: string | null;
  cipher: { encrypt(plain: string): string };
  requireUser(context: GraphqlContext): Promise<{ userId: string }>;
  applications: {
    findOwned(userId: string, applicationId: number): Promise<{ id: number; status: string } | null>;
    updateDraftFields(
      applicationId: number,
      compute: (tx: Db, draft: Record<string, unknown>) => Promise<Record<string, unknown>>,
    ): Promise<void>;
  };
  /**
   * The A/B split of the bank-linking screen for a visitor: the plaidSplitVersion
   * flag, keyed like the browser's flag client (the visit's session id), so the
   * version recorded is the one the applicant saw (decision 013).
   */
  splitVersionFor: (targetingKey: string) => Promise<string>;
}
