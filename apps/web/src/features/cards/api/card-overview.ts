import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../generated/gql';
import type {
  CardAccountTermsQuery,
  CardOverviewDueQuery,
  CardOverviewTransactionsQuery,
} from '../../../generated/graphql';
import { graphqlRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-errors';

/*
 * What the account overview and the card page read besides the card itself
 * (decision 078): the account's terms and closing, what is owed and due, and
 * the latest transactions. Each is its own query, so each part loads and
 * fails on its own (product-rules#user-status).
 */

export const cardAccountTermsDocument = graphql(/* GraphQL */ `
  query CardAccountTerms {
    myCard {
      status
      aprBps
      creditLimitCents
      closure {
        closedAt
        balanceOwedCents
        cashBackPayoutCents
        cashBackPayoutTo
        cashBackPayoutBy
        cashBackPayoutStatus
      }
    }
  }
`);

export const cardOverviewDueDocument = graphql(/* GraphQL */ `
  query CardOverviewDue {
    myCardBalance {
      currentBalanceCents
      availableCreditCents
      creditLimitCents
    }
    myPaymentOptions {
      currentBalanceCents
      minimumDueCents
      statementBalanceCents
      dueDate
    }
    myAutopay {
      amountChoice
      fixedAmountCents
      nextPaymentDate
    }
  }
`);

export const cardOverviewTransactionsDocument = graphql(/* GraphQL */ `
  query CardOverviewTransactions($first: Int) {
    myTransactions(first: $first) {
      items {
        id
        kind
        status
        amountCents
        description
        postedAt
      }
    }
  }
`);

export type CardAccountTerms = NonNullable<CardAccountTermsQuery['myCard']>;
export type CardOverviewDue = CardOverviewDueQuery;
export type OverviewTransaction = CardOverviewTransactionsQuery['myTransactions']['items'][number];

/** How many transactions the overview shows; the statements page has the rest. */
export const overviewTransactionCount = 5;

/** As the card's own query: asked again by itself only when no answer came, twice. */
function retryWithoutAnswer(failures: number, error: Error): boolean {
  return !(error instanceof ApiError) && failures < 2;
}

export function useCardAccountTerms() {
  return useQuery({
    queryKey: ['card-account-terms'],
    queryFn: async () => (await graphqlRequest(cardAccountTermsDocument, {})).myCard,
    retry: retryWithoutAnswer,
  });
}

export function useCardOverviewDue() {
  return useQuery({
    queryKey: ['card-overview-due'],
    queryFn: () => graphqlRequest(cardOverviewDueDocument, {}),
    retry: retryWithoutAnswer,
  });
}

export function useOverviewTransactions() {
  return useQuery({
    queryKey: ['card-overview-transactions'],
    queryFn: async () =>
      (await graphqlRequest(cardOverviewTransactionsDocument, { first: overviewTransactionCount })).myTransactions
        .items,
    retry: retryWithoutAnswer,
  });
}
