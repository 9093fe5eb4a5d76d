import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  cardReplacementReasons,
  cardReplacementStatuses,
  type CardReplacementInput,
  type CardReplacementReason,
  type CardReplacementStatus,
} from '@waypoint/domain/cards/card-replacement';
import {
  cardLockReasons,
  cardStatuses,
  type CardLockReason,
  type CardStatus,
} from '@waypoint/domain/cards/card-status';
import { graphql } from '../../../generated/gql';
import type { CardAccountFieldsFragment } from '../../../generated/graphql';
import { graphqlRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-errors';
import { knownValue, knownValueOrNull } from '../../../lib/known-value';
import { withStepUp } from '../../../lib/step-up/step-up-gate';

/*
 * The cardholder's card (docs/product-rules.md#cards, decision 037): myCard,
 * and activating, locking, unlocking and replacing it
 * (docs/product-rules.md#card-replacement). Every mutation answers the card
 * account as it now is, which replaces the query's answer at once.
 */

export const cardAccountFieldsFragment = graphql(/* GraphQL */ `
  fragment CardAccountFields on CardAccount {
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
    replacement {
      reason
      requestedAt
      replacedLastFour
      status
    }
  }
`);

type CardFields = CardAccountFieldsFragment['card'];
type ReplacementFields = NonNullable<CardAccountFieldsFragment['replacement']>;

export type CardReplacement = Omit<ReplacementFields, 'reason' | 'status'> & {
  reason: CardReplacementReason;
  status: CardReplacementStatus;
};

/** The card account with its status, lock reason and replacement narrowed to the domain's lists (product-rules#cards). */
export type CardAccount = Omit<CardAccountFieldsFragment, 'card' | 'replacement'> & {
  card: Omit<CardFields, 'status' | 'lockReason'> & { status: CardStatus; lockReason: CardLockReason | null };
  replacement: CardReplacement | null;
};

/** A status the web does not know fails the load: the panel says it could not load rather than guess. */
export function withKnownCardStatus(account: CardAccountFieldsFragment): CardAccount {
  const { card, replacement } = account;
  return {
    ...account,
    card: {
      ...card,
      status: knownValue(cardStatuses, card.status),
      lockReason: knownValueOrNull(cardLockReasons, card.lockReason),
    },
    replacement: replacement && {
      ...replacement,
      reason: knownValue(cardReplacementReasons, replacement.reason),
      status: knownValue(cardReplacementStatuses, replacement.status),
    },
  };
}

export const myCardDocument = graphql(/* GraphQL */ `
  query MyCard {
    myCard {
      ...CardAccountFields
    }
  }
`);

export const activateCardDocument = graphql(/* GraphQL */ `
  mutation ActivateCard($lastFour: String!, $expiry: String!) {
    activateCard(lastFour: $lastFour, expiry: $expiry) {
      ...CardAccountFields
    }
  }
`);

export const lockCardDocument = graphql(/* GraphQL */ `
  mutation LockCard {
    lockCard {
      ...CardAccountFields
    }
  }
`);

export const unlockCardDocument = graphql(/* GraphQL */ `
  mutation UnlockCard {
    unlockCard {
      ...CardAccountFields
    }
  }
`);

export const replaceCardDocument = graphql(/* GraphQL */ `
  mutation ReplaceCard($cardId: Int!, $reason: String!) {
    replaceCard(cardId: $cardId, reason: $reason) {
      ...CardAccountFields
    }
  }
`);

/** The signed-in member's card account; null before a card is issued. */
export async function getMyCard(): Promise<CardAccount | null> {
  const { myCard } = await graphqlRequest(myCardDocument, {});
  return myCard && withKnownCardStatus(myCard);
}

/**
 * From a connection with no known country the server asks for a step-up by the verified phone
 * (product-rules#card-activation-country): the prompt opens and the activation goes on once proved.
 */
export async function activateCard(input: { lastFour: string; expiry: string }): Promise<CardAccount> {
  return withKnownCardStatus((await withStepUp(() => graphqlRequest(activateCardDocument, input))).activateCard);
}

export async function lockCard(): Promise<CardAccount> {
  return withKnownCardStatus((await graphqlRequest(lockCardDocument, {})).lockCard);
}

/** Unlocking asks for a recent step-up (product-rules#step-up): the prompt opens and the unlock goes on once proved. */
export async function unlockCard(): Promise<CardAccount> {
  return withKnownCardStatus((await withStepUp(() => graphqlRequest(unlockCardDocument, {}))).unlockCard);
}

/**
 * Closes the card and asks for a new one (docs/product-rules.md#card-replacement). The card's id names
 * which card the cardholder saw, so a second press, or a page left open after the new card came, does
 * not close the new one.
 */
export async function replaceCard(input: CardReplacementInput): Promise<CardAccount> {
  return withKnownCardStatus((await graphqlRequest(replaceCardDocument, input)).replaceCard);
}

/** Shared with the other card panels, which read and refresh the same answer. */
export const myCardKey = ['my-card'] as const;

/**
 * Asks again by itself only when no answer came (a dropped connection), twice; a refusal or a server
 * error shows at once, with the part's own "Try again" (product-rules#user-status).
 */
function cardQueryRetry(failures: number, error: Error): boolean {
  return !(error instanceof ApiError) && failures < 2;
}

export function useMyCard() {
  return useQuery({ queryKey: myCardKey, queryFn: getMyCard, retry: cardQueryRetry });
}

/** A mutation whose answer becomes the card query's answer. */
function useCardMutation<Input>(send: (input: Input) => Promise<CardAccount>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (account) => client.setQueryData(myCardKey, account),
  });
}

export const useActivateCard = () => useCardMutation(activateCard);
export const useLockCard = () => useCardMutation<void>(lockCard);
export const useUnlockCard = () => useCardMutation<void>(unlockCard);
export const useReplaceCard = () => useCardMutation(replaceCard);
