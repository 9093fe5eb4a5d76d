import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../generated/gql';
import type { CardClosingPreviewQuery, CardClosingStateQuery } from '../../../generated/graphql';
import { graphqlRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-errors';
import { withStepUp } from '../../../lib/step-up/step-up-gate';

/*
 * Closing the card account (docs/product-rules.md#closing-the-account,
 * decision 083): the account's state and closure, what closing would do, and
 * the closing itself behind a step-up. The state and the preview are separate
 * queries: the preview asks the issuer for the balance and may fail alone.
 */

export const cardClosingStateDocument = graphql(/* GraphQL */ `
  query CardClosingState {
    myCard {
      status
      card {
        lastFour
      }
      closure {
        closedAt
        balanceOwedCents
        cashBackPayoutCents
        cashBackForfeitedCents
        cashBackPayoutTo
        cashBackPayoutBy
        cashBackPayoutStatus
      }
    }
  }
`);

export const cardClosingPreviewDocument = graphql(/* GraphQL */ `
  query CardClosingPreview {
    myCardClosingPreview {
      balanceOwedCents
      cashBackCents
      cashBackForfeitedCents
      cashBackPayoutBy
      pendingPayments
      autopayOn
    }
  }
`);

export const closeCardAccountDocument = graphql(/* GraphQL */ `
  mutation CloseCardAccount($cashBackBankAccountId: Int) {
    closeCardAccount(confirm: true, cashBackBankAccountId: $cashBackBankAccountId) {
      status
      card {
        lastFour
      }
      closure {
        closedAt
        balanceOwedCents
        cashBackPayoutCents
        cashBackForfeitedCents
        cashBackPayoutTo
        cashBackPayoutBy
        cashBackPayoutStatus
      }
    }
  }
`);

export type CardClosingState = NonNullable<CardClosingStateQuery['myCard']>;
export type CardClosure = NonNullable<CardClosingState['closure']>;
export type CardClosingPreview = NonNullable<CardClosingPreviewQuery['myCardClosingPreview']>;

const stateKey = ['card-closing-state'] as const;

function retryWithoutAnswer(failures: number, error: Error): boolean {
  return !(error instanceof ApiError) && failures < 2;
}

export function useCardClosingState() {
  return useQuery({
    queryKey: stateKey,
    queryFn: async () => (await graphqlRequest(cardClosingStateDocument, {})).myCard,
    retry: retryWithoutAnswer,
  });
}

export function useCardClosingPreview(enabled: boolean) {
  return useQuery({
    queryKey: ['card-closing-preview'],
    queryFn: async () => (await graphqlRequest(cardClosingPreviewDocument, {})).myCardClosingPreview,
    retry: retryWithoutAnswer,
    enabled,
  });
}

/**
 * Closing asks for a recent step-up (product-rules#step-up): the prompt opens and the closing goes on
 * once proved. Its answer becomes the page's state; every other part of the account reads again.
 */
export function useCloseCardAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { cashBackBankAccountId: number | null }) =>
      (await withStepUp(() => graphqlRequest(closeCardAccountDocument, input))).closeCardAccount,
    onSuccess: async (account) => {
      client.setQueryData(stateKey, account);
      await client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== stateKey[0] });
    },
  });
}
