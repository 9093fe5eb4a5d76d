import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../generated/gql';
import { graphqlRequest } from '../../../lib/api-client';
import { myCardKey, withKnownCardStatus, type CardAccount } from './card-account';

/*
 * The SSN follow-up (docs/product-rules.md#ssn-follow-up): a cardholder
 * admitted without an SSN adds it. The answer is the card account as it now
 * is (unlocked if the deadline had locked it), which replaces myCard's.
 */

export const addCardholderSsnDocument = graphql(/* GraphQL */ `
  mutation AddCardholderSsn($ssn: String!) {
    addCardholderSsn(ssn: $ssn) {
      ...CardAccountFields
    }
  }
`);

export async function addCardholderSsn(ssn: string): Promise<CardAccount> {
  return withKnownCardStatus((await graphqlRequest(addCardholderSsnDocument, { ssn })).addCardholderSsn);
}

export function useAddCardholderSsn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addCardholderSsn,
    onSuccess: (account) => client.setQueryData(myCardKey, account),
  });
}
