import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../../generated/gql';
import type { StatementFieldsFragment } from '../../../../generated/graphql';
import { graphqlRequest } from '../../../../lib/api-client';
import { ApiError } from '../../../../lib/api-errors';
import { retryWithoutAnswer } from '../../common/query-retry';

/* The cardholder's statements (docs/product-rules.md#statements): myStatements and myStatement. */

export const statementFieldsFragment = graphql(/* GraphQL */ `
  fragment StatementFields on CardStatement {
    id
    periodStart
    periodEnd
    dueDate
    previousBalanceCents
    paymentsCents
    creditsCents
    purchasesCents
    feesCents
    interestCents
    balanceCents
    minimumDueCents
    aprBps
    cashBackEarnedCents
    paidOnTime
    pdfPath
  }
`);

export type CardStatement = StatementFieldsFragment;

export const myStatementsDocument = graphql(/* GraphQL */ `
  query MyStatements {
    myStatements {
      ...StatementFields
    }
  }
`);

export const myStatementDocument = graphql(/* GraphQL */ `
  query MyStatement($id: Int!) {
    myStatement(id: $id) {
      ...StatementFields
    }
  }
`);

export const myStatementsKey = ['my-statements'] as const;

export async function getMyStatements(): Promise<CardStatement[]> {
  return (await graphqlRequest(myStatementsDocument, {})).myStatements;
}

/** Null when there is no such statement of this cardholder's. */
export async function getMyStatement(id: number): Promise<CardStatement | null> {
  try {
    return (await graphqlRequest(myStatementDocument, { id })).myStatement ?? null;
  } catch (error) {
    // Another cardholder's statement and a missing one answer alike: there is no such statement.
    if (error instanceof ApiError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

export function useMyStatements() {
  return useQuery({ queryKey: myStatementsKey, queryFn: getMyStatements, retry: retryWithoutAnswer });
}

export function useMyStatement(id: number) {
  return useQuery({
    queryKey: [...myStatementsKey, id],
    queryFn: () => getMyStatement(id),
    retry: retryWithoutAnswer,
  });
}
