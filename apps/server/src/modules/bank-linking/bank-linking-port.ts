import { AppError, badUserInput } from '../../graphql/app-error.js';
import { providerError } from './bank-linking-service.js';
import type { BankLinkingSetup } from './bank-linking-setup.js';

const tryAgain = 'You can try again in a few minutes.';

/** A US bank account chosen in Link, with the numbers Plaid Auth answered (plain: the caller encrypts them). */
export interface AuthBankAccount {
  plaidAccountId: string;
  institutionName: string;
  subtype: 'checking' | 'savings';
  mask: string;
  accountNumber: string;
  routingNumber: string;
}

function requirePlaid(setup: BankLinkingSetup) {
  if (!setup.plaid) {
    throw new AppError('BANK_LINK_UNAVAILABLE', `Linking a bank account is not available. ${tryAgain}`, 503);
  }
  return setup.plaid;
}

const notSupported = () =>
  new AppError(
    'BANK_ACCOUNT_NOT_SUPPORTED',
    'We can only take payments from a US checking or savings account. Choose another account.',
  );

/**
 * What bank linking offers the card's payments (decision 080; one port per
 * providing module, decision 065): a Link token for Plaid Auth, and the
 * account chosen in Link with its account and routing numbers. The Plaid
 * client is the one bank linking set up (the local sandbox unless PLAID_
 * keys are set), so the port is made when bank linking registers.
 */
export function createBankLinkingPort(setup: BankLinkingSetup) {
  return {
    /** A Link token for the Auth product: Link asks the member to choose one account. */
    async createAuthLinkToken(userId: string): Promise<string> {
      const plaid = requirePlaid(setup);
      try {
        const response = await plaid.linkTokenCreate({
          client_name: 'Waypoint',
          language: 'en',
          country_codes: ['US' as never],
          products: ['auth' as never],
          user: { client_user_id: userId },
          ...(setup.oauthRedirectUri ? { redirect_uri: setup.oauthRedirectUri } : {}),
        });
        return response.data.link_token;
      } catch (error) {
        throw providerError(error, tryAgain);
      }
    },

    /**
     * Exchanges Link's public token and reads the chosen account's numbers
     * (Plaid Auth). Only a US checking or savings account with ACH numbers
     * will do; when the item holds more than one, `plaidAccountId` says which.
     */
    async readAuthAccount(publicToken: string, plaidAccountId: string | null): Promise<AuthBankAccount> {
      const plaid = requirePlaid(setup);
      let auth;
      try {
        const exchanged = await plaid.itemPublicTokenExchange({ public_token: publicToken });
        auth = (await plaid.authGet({ access_token: exchanged.data.access_token })).data;
      } catch (error) {
        throw providerError(error, tryAgain);
      }
      const candidates = auth.accounts.filter((account) =>
        plaidAccountId === null ? true : account.account_id === plaidAccountId,
      );
      if (plaidAccountId !== null && candidates.length === 0) {
        throw badUserInput([{ path: ['plaidAccountId'], message: 'That account is not in this bank connection.' }]);
      }
      if (candidates.length > 1) {
        throw badUserInput([{ path: ['plaidAccountId'], message: 'Choose one account to pay from.' }]);
      }
      const account = candidates[0];
      const numbers = auth.numbers.ach.find((entry) => entry.account_id === account?.account_id);
      const subtype = account?.subtype;
      if (!account || !numbers || String(account.type) !== 'depository') throw notSupported();
      if (subtype !== 'checking' && subtype !== 'savings') throw notSupported();
      return {
        plaidAccountId: account.account_id,
        institutionName: await institutionName(setup, auth.item.institution_id ?? null),
        subtype,
        mask: account.mask ?? numbers.account.slice(-4),
        accountNumber: numbers.account,
        routingNumber: numbers.routing,
      };
    },
  };
}

/** The bank's name for the list; a bank Plaid cannot name is still linked, as "Your bank". */
async function institutionName(setup: BankLinkingSetup, institutionId: string | null): Promise<string> {
  if (!institutionId || !setup.plaid) return 'Your bank';
  try {
    const found = await setup.plaid.institutionsGetById({
      institution_id: institutionId,
      country_codes: ['US' as never],
    });
    return found.data.institution.name;
  } catch {
    return 'Your bank';
  }
}

export type BankLinkingPort = ReturnType<typeof createBankLinkingPort>;
