import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { graphqlRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-errors';

/*
 * The cardholder's cash back (docs/product-rules.md#cash-back, decision 037):
 * myRewards and redeemCashBack, read through one schema so a shape the panel
 * does not know fails the load rather than showing wrong money.
 */

const rewardsFields = /* GraphQL */ `
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
  canRedeem
  recent {
    id
    kind
    amountCents
    description
    createdAt
  }
`;

const cents = z.number().int();

export const rewardsSchema = z.object({
  rateBasisPoints: z.number().int().min(0),
  baseRateBasisPoints: z.number().int().min(0),
  boosts: z.array(z.object({ activatedAt: z.string(), endsAt: z.string() })),
  capped: z.boolean(),
  balanceCents: cents,
  cycleEligibleCents: cents.min(0),
  cycleCapCents: cents.min(0),
  onTimePayments: z.number().int().min(0),
  onTimePaymentsNeeded: z.number().int().min(0),
  canRedeem: z.boolean(),
  recent: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(['earning', 'reversal', 'redemption']),
      amountCents: cents,
      description: z.string(),
      createdAt: z.string(),
    }),
  ),
});

export type Rewards = z.infer<typeof rewardsSchema>;

export const myRewardsDocument = /* GraphQL */ `
  query MyRewards {
    myRewards {
      ${rewardsFields}
    }
  }
`;

export const redeemCashBackDocument = /* GraphQL */ `
  mutation RedeemCashBack($requestId: String!) {
    redeemCashBack(requestId: $requestId) {
      ${rewardsFields}
    }
  }
`;

export const myRewardsKey = ['my-rewards'] as const;

/** Null before a card account is opened: the panel then shows nothing. */
export async function getMyRewards(): Promise<Rewards | null> {
  return (await graphqlRequest(myRewardsDocument, {}, z.object({ myRewards: rewardsSchema.nullable() }))).myRewards;
}

/** The whole balance as a statement credit; the same requestId pays once, however often it is sent. */
export async function redeemCashBack(requestId: string): Promise<Rewards> {
  return (await graphqlRequest(redeemCashBackDocument, { requestId }, z.object({ redeemCashBack: rewardsSchema })))
    .redeemCashBack;
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
    onSuccess: (rewards) => client.setQueryData(myRewardsKey, rewards),
  });
}
