import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../../generated/gql';
import type { PaymentBankAccountFieldsFragment } from '../../../../generated/graphql';
import { graphqlRequest } from '../../../../lib/api-client';
import { withStepUp } from '../../../../lib/step-up/step-up-gate';
import { retryWithoutAnswer } from '../../common/query-retry';

/*
 * The bank accounts a cardholder pays from (docs/product-rules.md#card-payments):
 * listed with the last four digits only; linking one goes through Plaid Link
 * (createPaymentLinkToken) and needs a recent step-up (decision 073).
 */

export const paymentBankAccountFieldsFragment = graphql(/* GraphQL */ `
  fragment PaymentBankAccountFields on PaymentBankAccount {
    id
    institutionName
    subtype
    mask
    linkedAt
  }
`);

export type PaymentBankAccount = PaymentBankAccountFieldsFragment;

export const myPaymentBankAccountsDocument = graphql(/* GraphQL */ `
  query MyPaymentBankAccounts {
    myPaymentBankAccounts {
      ...PaymentBankAccountFields
    }
  }
`);

export const createPaymentLinkTokenDocument = graphql(/* GraphQL */ `
  mutation CreatePaymentLinkToken {
    createPaymentLinkToken
  }
`);

export const linkPaymentBankAccountDocument = graphql(/* GraphQL */ `
  mutation LinkPaymentBankAccount($publicToken: String!, $plaidAccountId: String) {
    linkPaymentBankAccount(publicToken: $publicToken, plaidAccountId: $plaidAccountId) {
      ...PaymentBankAccountFields
    }
  }
`);

export const myPaymentBankAccountsKey = ['my-payment-bank-accounts'] as const;

export async function getMyPaymentBankAccounts(): Promise<PaymentBankAccount[]> {
  return (await graphqlRequest(myPaymentBankAccountsDocument, {})).myPaymentBankAccounts;
}

export async function createPaymentLinkToken(): Promise<string> {
  return (await graphqlRequest(createPaymentLinkTokenDocument, {})).createPaymentLinkToken;
}

/** The step-up prompt opens when the server asks for it, and the link goes on once proved. */
export async function linkPaymentBankAccount(input: {
  publicToken: string;
  plaidAccountId: string | null;
}): Promise<PaymentBankAccount> {
  return (await withStepUp(() => graphqlRequest(linkPaymentBankAccountDocument, input))).linkPaymentBankAccount;
}

/** "Chase checking ending 1234". */
export function bankAccountName(account: PaymentBankAccount): string {
  return `${account.institutionName} ${account.subtype} ending ${account.mask}`;
}

export function useMyPaymentBankAccounts() {
  return useQuery({
    queryKey: myPaymentBankAccountsKey,
    queryFn: getMyPaymentBankAccounts,
    retry: retryWithoutAnswer,
  });
}

/** A newly linked account joins the list at once (newest first), so the form can choose it. */
export function useLinkPaymentBankAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: linkPaymentBankAccount,
    onSuccess: (account) =>
      client.setQueryData<PaymentBankAccount[]>(myPaymentBankAccountsKey, (accounts = []) => [
        account,
        ...accounts.filter((each) => each.id !== account.id),
      ]),
  });
}
