import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentAmountChoice } from '@waypoint/domain/card-account/payment-amount';
import { graphql } from '../../../../generated/gql';
import type { CardPaymentFieldsFragment } from '../../../../generated/graphql';
import { graphqlRequest } from '../../../../lib/api-client';
import { knownValue } from '../../../../lib/known-value';
import { retryWithoutAnswer } from '../../common/query-retry';
import { myCardBalanceKey } from '../../statements/api/card-balance';
import { myTransactionsKey } from '../../statements/api/transactions';
import { myPaymentOptionsKey } from './payment-options';

/* Payments to the card (docs/product-rules.md#card-payments): myPayments, makeCardPayment, cancelCardPayment. */

/** The SDL's five, and `failed`: a payment the issuer never took after every retry (decision 080). */
export const paymentStatuses = ['scheduled', 'pending', 'posted', 'returned', 'canceled', 'failed'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** What a Pay press can choose (the domain's list); autopay makes its own payments with 'autopay'. */
export type PayAmountChoice = PaymentAmountChoice;

export const cardPaymentFieldsFragment = graphql(/* GraphQL */ `
  fragment CardPaymentFields on CardPayment {
    id
    amountCents
    amountChoice
    status
    creditDate
    bankAccount {
      ...PaymentBankAccountFields
    }
    autopay
    createdAt
    postedAt
    returnedAt
    returnCode
    returnReason
  }
`);

export type CardPayment = Omit<CardPaymentFieldsFragment, 'status'> & { status: PaymentStatus };

function withKnownStatus(payment: CardPaymentFieldsFragment): CardPayment {
  return { ...payment, status: knownValue(paymentStatuses, payment.status) };
}

export const myPaymentsDocument = graphql(/* GraphQL */ `
  query MyPayments($first: Int) {
    myPayments(first: $first) {
      ...CardPaymentFields
    }
  }
`);

export const makeCardPaymentDocument = graphql(/* GraphQL */ `
  mutation MakeCardPayment(
    $idempotencyKey: String!
    $bankAccountId: Int!
    $amountChoice: String!
    $amountCents: Int
    $scheduledFor: String
  ) {
    makeCardPayment(
      idempotencyKey: $idempotencyKey
      bankAccountId: $bankAccountId
      amountChoice: $amountChoice
      amountCents: $amountCents
      scheduledFor: $scheduledFor
    ) {
      ...CardPaymentFields
    }
  }
`);

export const cancelCardPaymentDocument = graphql(/* GraphQL */ `
  mutation CancelCardPayment($id: Int!) {
    cancelCardPayment(id: $id) {
      ...CardPaymentFields
    }
  }
`);

export const myPaymentsKey = ['my-payments'] as const;

export async function getMyPayments(): Promise<CardPayment[]> {
  return (await graphqlRequest(myPaymentsDocument, { first: 50 })).myPayments.map(withKnownStatus);
}

export interface PaymentRequest {
  /** Made once per review (decision 080): every retry of the same confirm sends it, so it pays once. */
  idempotencyKey: string;
  bankAccountId: number;
  amountChoice: PayAmountChoice;
  /** Set for 'other' only. */
  amountCents: number | null;
  /** A later day (YYYY-MM-DD); null pays now. */
  scheduledFor: string | null;
}

export async function makeCardPayment(request: PaymentRequest): Promise<CardPayment> {
  return withKnownStatus((await graphqlRequest(makeCardPaymentDocument, { ...request })).makeCardPayment);
}

export async function cancelCardPayment(id: number): Promise<CardPayment> {
  return withKnownStatus((await graphqlRequest(cancelCardPaymentDocument, { id })).cancelCardPayment);
}

/** `enabled: false` asks nothing (a statement's own lines have no pending payments on top). */
export function useMyPayments({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: myPaymentsKey, queryFn: getMyPayments, retry: retryWithoutAnswer, enabled });
}

/** A payment changes what is owed and what the Pay screen offers: those answers are asked for again. */
function forgetPaymentAnswers(client: ReturnType<typeof useQueryClient>) {
  for (const key of [myPaymentsKey, myPaymentOptionsKey, myCardBalanceKey, myTransactionsKey]) {
    void client.invalidateQueries({ queryKey: key });
  }
}

export function useMakeCardPayment() {
  const client = useQueryClient();
  return useMutation({ mutationFn: makeCardPayment, onSuccess: () => forgetPaymentAnswers(client) });
}

export function useCancelCardPayment() {
  const client = useQueryClient();
  return useMutation({ mutationFn: cancelCardPayment, onSuccess: () => forgetPaymentAnswers(client) });
}
