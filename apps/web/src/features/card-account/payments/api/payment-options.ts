import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../../generated/gql';
import { graphqlRequest } from '../../../../lib/api-client';
import { retryWithoutAnswer } from '../../common/query-retry';

/* What the Pay screen offers (docs/product-rules.md#card-payments): myPaymentOptions. */

export const myPaymentOptionsDocument = graphql(/* GraphQL */ `
  query MyPaymentOptions {
    myPaymentOptions {
      currentBalanceCents
      statementBalanceCents
      minimumDueCents
      statementBalanceRemainingCents
      dueDate
      creditDateIfPaidNow
      latestScheduleDate
    }
  }
`);

export const myPaymentOptionsKey = ['my-payment-options'] as const;

export async function getMyPaymentOptions() {
  return (await graphqlRequest(myPaymentOptionsDocument, {})).myPaymentOptions ?? null;
}

export type PaymentOptions = NonNullable<Awaited<ReturnType<typeof getMyPaymentOptions>>>;

export function useMyPaymentOptions() {
  return useQuery({ queryKey: myPaymentOptionsKey, queryFn: getMyPaymentOptions, retry: retryWithoutAnswer });
}
