import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { rewardsLedgerKinds, type RewardsLedgerKind } from '@waypoint/domain/rewards/rewards-ledger';
import { graphql } from '../../../generated/gql';
import type { RewardsFieldsFragment } from '../../../generated/graphql';
import { graphqlRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-errors';
import { knownValue } from '../../../lib/known-value';
import { withStepUp } from '../../../lib/step-up/step-up-gate';

/*
 * The cardholder's cash back (docs/product-rules.md#cash-back, decision 037):
 * myRewards and redeemCashBack, typed from the SDL through one fragment.
 */

export const rewardsFieldsFragment = graphql(/* GraphQL */ `
  fragment RewardsFields on Rewards {
    rateBasisPoints
    baseRateBasisPoints
    boosts {
      activatedAt
      endsAt
    }
    capped
    balanceCents
    cycleEligibleCents
    cycleCapCents
    onTimePayments
    onTimePaymentsNeeded
    daysPastDue
    canRedeem
    recent {
      id
      kind
      amountCents
      description
      createdAt
    }
  }
`);

/** The rewards with each ledger entry's kind narrowed to the domain's list (product-rules#cash-back). */
export type Rewards = Omit<RewardsFieldsFragment, 'recent'> & {
  recent: (RewardsFieldsFragment['recent'][number] & { kind: RewardsLedgerKind })[];
};

/** An entry kind the panel does not know fails the load rather than showing wrong money. */
function withKnownKinds(rewards: RewardsFieldsFragment): Rewards {
  return {
    ...rewards,
    recent: rewards.recent.map((entry) => ({ ...entry, kind: knownValue(rewardsLedgerKinds, entry.kind) })),
  };
}

export const myRewardsDocument = graphql(/* GraphQL */ `
  query MyRewards {
    myRewards {
      ...RewardsFields
    }
  }
`);

export const redeemCashBackDocument = graphql(/* GraphQL */ `
  mutation RedeemCashBack($requestId: String!, $destination: String, $bankAccountId: Int) {
    redeemCashBack(requestId: $requestId, destination: $destination, bankAccountId: $bankAccountId) {
      ...RewardsFields
    }
  }
`);

export const myRewardsKey = ['my-rewards'] as const;
/** The deposits list's answer (cash-back-deposits.ts), refreshed after a redemption. */
export const cashBackDepositsKey = ['cash-back-deposits'] as const;

/** Null before a card account is opened: the panel then shows nothing. */
export async function getMyRewards(): Promise<Rewards | null> {
  const { myRewards } = await graphqlRequest(myRewardsDocument, {});
  return myRewards && withKnownKinds(myRewards);
}

/** Where redeemed cash back goes: a statement credit, or a deposit to one linked bank account (decision 078). */
export type RedeemDestination = { to: 'statementCredit' } | { to: 'bankDeposit'; bankAccountId: number };

/**
 * The whole balance, as a statement credit or a deposit to a linked bank account; the same requestId
 * pays once, however often it is sent. A bank account never paid into before asks for a recent step-up
 * (product-rules#step-up): the prompt opens and the redemption goes on once proved.
 */
export async function redeemCashBack({
  requestId,
  destination = { to: 'statementCredit' },
}: {
  requestId: string;
  destination?: RedeemDestination;
}): Promise<Rewards> {
  const variables =
    destination.to === 'bankDeposit'
      ? { requestId, destination: 'bankDeposit', bankAccountId: destination.bankAccountId }
      : { requestId, destination: 'statementCredit' };
  return withKnownKinds((await withStepUp(() => graphqlRequest(redeemCashBackDocument, variables))).redeemCashBack);
}

/**
 * As the account page's other parts: asked again by itself only when no answer came, twice; a refusal
 * or a server error shows at once with the part's own "Try again" (product-rules#user-status).
 */
function retryWithoutAnswer(failures: number, error: Error): boolean {
  return !(error instanceof ApiError) && failures < 2;
}

export function useMyRewards() {
  return useQuery({ queryKey: myRewardsKey, queryFn: getMyRewards, retry: retryWithoutAnswer });
}

export function useRedeemCashBack() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: redeemCashBack,
    onSuccess: (rewards) => {
      client.setQueryData(myRewardsKey, rewards);
      // A deposit starts pending: the deposits list asks again to show it.
      void client.invalidateQueries({ queryKey: cashBackDepositsKey });
    },
  });
}
