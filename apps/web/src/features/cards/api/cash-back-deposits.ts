import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../generated/gql';
import type { CashBackBankAccountsQuery, CashBackDepositsQuery } from '../../../generated/graphql';
import { graphqlRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-errors';
import { cashBackDepositsKey } from './rewards';

/*
 * Cash back paid into a bank (decision 078): the linked bank accounts a
 * redemption can go to, and the deposits already sent with their status.
 * Their own queries, so the rewards panel loads even while these fail.
 */

export const cashBackBankAccountsDocument = graphql(/* GraphQL */ `
  query CashBackBankAccounts {
    myPaymentBankAccounts {
      id
      institutionName
      subtype
      mask
    }
  }
`);

export const cashBackDepositsDocument = graphql(/* GraphQL */ `
  query CashBackDeposits {
    myRewards {
      deposits {
        id
        amountCents
        destination
        status
        createdAt
      }
    }
  }
`);

export type CashBackBankAccount = CashBackBankAccountsQuery['myPaymentBankAccounts'][number];
export type CashBackDeposit = NonNullable<CashBackDepositsQuery['myRewards']>['deposits'][number];

function retryWithoutAnswer(failures: number, error: Error): boolean {
  return !(error instanceof ApiError) && failures < 2;
}

export function useCashBackBankAccounts() {
  return useQuery({
    queryKey: ['cash-back-bank-accounts'],
    queryFn: async () => (await graphqlRequest(cashBackBankAccountsDocument, {})).myPaymentBankAccounts,
    retry: retryWithoutAnswer,
  });
}

export function useCashBackDeposits() {
  return useQuery({
    queryKey: cashBackDepositsKey,
    queryFn: async () => (await graphqlRequest(cashBackDepositsDocument, {})).myRewards?.deposits ?? [],
    retry: retryWithoutAnswer,
  });
}
