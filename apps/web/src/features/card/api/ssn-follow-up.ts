import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { graphqlRequest } from '../../../lib/api-client';
import { cardAccountSchema, myCardKey, type CardAccount } from './card-account';

/*
 * The SSN follow-up (docs/product-rules.md#ssn-follow-up): a cardholder
 * admitted without an SSN adds it. The answer is the card account as it now
 * is (unlocked if the deadline had locked it), which replaces myCard's.
 */

export const addCardholderSsnDocument = /* GraphQL */ `
  mutation AddCardholderSsn($ssn: String!) {
    addCardholderSsn(ssn: $ssn) {
      card {
        id
        status
        lastFour
        expiry
        lockReason
        activatedAt
      }
      creditLimitCents
      ssnNeeded
      ssnDeadline
      ssnLastFour
    }
  }
`;

export async function addCardholderSsn(ssn: string): Promise<CardAccount> {
  return (await graphqlRequest(addCardholderSsnDocument, { ssn }, z.object({ addCardholderSsn: cardAccountSchema })))
    .addCardholderSsn;
}

export function useAddCardholderSsn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addCardholderSsn,
    onSuccess: (account) => client.setQueryData(myCardKey, account),
  });
}
