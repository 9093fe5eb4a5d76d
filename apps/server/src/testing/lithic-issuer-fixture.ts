import { afterAll, beforeAll } from 'vitest';
import type { BankAccountNumbers, CardIssuingProvider } from '../modules/cards/card-issuing-provider.js';
import { createLithicCardIssuer } from '../modules/cards/lithic-card-issuer.js';
import { lithicStandInApiKey, startLithicStandIn, type LithicStandIn } from './stand-ins/lithic-stand-in.js';

/**
 * The Lithic adapter against its stand-in, for the card account's contract
 * tests (decision 085): one stand-in per test file, an adapter on it, and a
 * fresh enrolled account per test.
 */
export interface LithicIssuerFixture {
  readonly standIn: LithicStandIn;
  readonly issuer: CardIssuingProvider;
  adapter(options?: { maxPages?: number }): CardIssuingProvider;
  /** A new account with a $2,000 limit; `issuing` is its ISSUING financial account at the stand-in. */
  openedAccount(): Promise<{ accountId: string; issuing: string }>;
  postsTo(path: string): LithicStandIn['requests'];
}

export const lithicTestBank: BankAccountNumbers = {
  routingNumber: '011000015',
  accountNumber: '123456789012',
  type: 'checking',
  holderName: 'Ada Lovelace',
};

export function useLithicIssuer(): LithicIssuerFixture {
  let standIn: LithicStandIn | undefined;
  let issuer: CardIssuingProvider | undefined;
  let references = 0;

  function started(): LithicStandIn {
    if (!standIn) throw new Error('the Lithic stand-in starts in beforeAll');
    return standIn;
  }

  function adapter(options: { maxPages?: number } = {}): CardIssuingProvider {
    return createLithicCardIssuer({
      url: started().url,
      apiKey: lithicStandInApiKey,
      timeoutMs: 2_000,
      now: () => new Date(),
      ...options,
    });
  }

  beforeAll(async () => {
    standIn = await startLithicStandIn();
    issuer = adapter();
  });
  afterAll(async () => {
    await standIn?.close();
  });

  return {
    get standIn() {
      return started();
    },
    get issuer() {
      if (!issuer) throw new Error('the Lithic adapter is made in beforeAll');
      return issuer;
    },
    adapter,
    async openedAccount() {
      references += 1;
      const { accountId } = await this.issuer.openAccount({
        reference: `card-account-${references}`,
        creditLimitCents: 200_000,
        holder: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          email: 'ada@example.com',
          identity: {
            dateOfBirth: '1990-04-12',
            phone: '+15555550123',
            ssn: '123456789',
            address: { street: '1 Main St', city: 'Springfield', state: 'IL', postalCode: '62701' },
          },
        },
      });
      const issuing = [...started().creditLimits.keys()].at(-1) ?? '';
      return { accountId, issuing };
    },
    postsTo(path) {
      return started().requests.filter((request) => request.method === 'POST' && request.path === path);
    },
  };
}
