import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { cardLockReasons, cardStatuses } from '@waypoint/domain/cards/card-status';
import { graphqlRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-errors';

/*
 * The cardholder's card (docs/product-rules.md#cards, decision 037): myCard,
 * and activating, locking and unlocking it. Every mutation answers the card
 * account as it now is, which replaces the query's answer at once.
 */

const cardAccountFields = /* GraphQL */ `
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
`;

export const cardAccountSchema = z.object({
  card: z.object({
    id: z.number().int(),
    // A status the web does not know fails the parse: the panel says it could not load rather than guess.
    status: z.enum(cardStatuses),
    lastFour: z.string(),
    expiry: z.string(),
    lockReason: z.enum(cardLockReasons).nullable(),
    activatedAt: z.string().nullable(),
  }),
  creditLimitCents: z.number().int(),
  ssnNeeded: z.boolean(),
  ssnDeadline: z.string().nullable(),
  ssnLastFour: z.string().nullable(),
});
export type CardAccount = z.infer<typeof cardAccountSchema>;

export const myCardDocument = /* GraphQL */ `
  query MyCard {
    myCard {
      ${cardAccountFields}
    }
  }
`;

export const activateCardDocument = /* GraphQL */ `
  mutation ActivateCard($lastFour: String!, $expiry: String!) {
    activateCard(lastFour: $lastFour, expiry: $expiry) {
      ${cardAccountFields}
    }
  }
`;

export const lockCardDocument = /* GraphQL */ `
  mutation LockCard {
    lockCard {
      ${cardAccountFields}
    }
  }
`;

export const unlockCardDocument = /* GraphQL */ `
  mutation UnlockCard {
    unlockCard {
      ${cardAccountFields}
    }
  }
`;

/** The signed-in member's card account; null before a card is issued. */
export async function getMyCard(): Promise<CardAccount | null> {
  return (await graphqlRequest(myCardDocument, {}, z.object({ myCard: cardAccountSchema.nullable() }))).myCard;
}

export async function activateCard(input: { lastFour: string; expiry: string }): Promise<CardAccount> {
  return (await graphqlRequest(activateCardDocument, input, z.object({ activateCard: cardAccountSchema })))
    .activateCard;
}

export async function lockCard(): Promise<CardAccount> {
  return (await graphqlRequest(lockCardDocument, {}, z.object({ lockCard: cardAccountSchema }))).lockCard;
}

export async function unlockCard(): Promise<CardAccount> {
  return (await graphqlRequest(unlockCardDocument, {}, z.object({ unlockCard: cardAccountSchema }))).unlockCard;
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
