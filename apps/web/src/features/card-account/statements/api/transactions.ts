import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { graphql } from '../../../../generated/gql';
import type { TransactionFieldsFragment } from '../../../../generated/graphql';
import { graphqlRequest } from '../../../../lib/api-client';
import { knownValue } from '../../../../lib/known-value';
import { retryWithoutAnswer } from '../../common/query-retry';

/* The card account's transaction list (docs/product-rules.md#statements): myTransactions, a page at a time. */

export const transactionKinds = [
  'purchase',
  'refund',
  'payment',
  'payment_return',
  'credit',
  'fee',
  'interest',
] as const;
export type TransactionKind = (typeof transactionKinds)[number];

export const transactionFieldsFragment = graphql(/* GraphQL */ `
  fragment TransactionFields on CardTransaction {
    id
    kind
    status
    amountCents
    description
    postedAt
    cashBackCents
  }
`);

/** A line with its kind narrowed to the known list: an unknown kind fails the load rather than showing the wrong sign. */
export type CardTransaction = Omit<TransactionFieldsFragment, 'kind'> & { kind: TransactionKind };

export const myTransactionsDocument = graphql(/* GraphQL */ `
  query MyTransactions($search: String, $statementId: Int, $after: String, $first: Int) {
    myTransactions(search: $search, statementId: $statementId, after: $after, first: $first) {
      items {
        ...TransactionFields
      }
      nextCursor
    }
  }
`);

export interface TransactionFilter {
  /** Matches the description; empty for every line. */
  search: string;
  /** One statement's cycle; undefined for every cycle. */
  statementId?: number;
}

export const transactionPageSize = 25;

export async function getMyTransactions(filter: TransactionFilter, after: string | null) {
  const { myTransactions } = await graphqlRequest(myTransactionsDocument, {
    search: filter.search || null,
    statementId: filter.statementId ?? null,
    after,
    first: transactionPageSize,
  });
  return {
    items: myTransactions.items.map((line) => ({ ...line, kind: knownValue(transactionKinds, line.kind) })),
    nextCursor: myTransactions.nextCursor ?? null,
  };
}

export const myTransactionsKey = ['my-transactions'] as const;

/** Pages of lines for one filter; "Show more" asks for the next with the last page's cursor. */
export function useMyTransactions(filter: TransactionFilter) {
  return useInfiniteQuery({
    queryKey: [...myTransactionsKey, filter.search, filter.statementId ?? null],
    queryFn: ({ pageParam }) => getMyTransactions(filter, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // The last answer stays on screen while a new search is on its way, so the search box keeps its focus.
    placeholderData: keepPreviousData,
    retry: retryWithoutAnswer,
  });
}
