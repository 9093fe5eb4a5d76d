import { z } from 'zod';
import { interestBalanceMethods } from '@waypoint/domain/card-account/statement-interest-balance';

/**
 * The issuer's webhook events (decision 037), the shapes both the sandbox and
 * a real adapter deliver. Every event has an id (a repeated delivery is
 * recognised by it) and the time it happened.
 */
const base = { id: z.string().min(1).max(100), createdAt: z.string().datetime() };
const cents = z.number().int().positive().max(100_000_000);

export const cardWebhookEventSchema = z.discriminatedUnion('type', [
  z.object({ ...base, type: z.literal('card.shipped'), cardId: z.string().min(1).max(100) }),
  z.object({ ...base, type: z.literal('card.delivered'), cardId: z.string().min(1).max(100) }),
  z.object({
    ...base,
    type: z.literal('transaction.posted'),
    accountId: z.string().min(1).max(100),
    transaction: z.object({
      id: z.string().min(1).max(100),
      /*
       * What moved (decision 078): purchases, refunds, payments and
       * statement credits (redeemed cash back) lower or raise the balance;
       * a payment_return takes a returned payment's credit back; fees and
       * interest are the issuer's charges at a cycle's close. Amounts are
       * positive; the kind says which way they move the balance.
       */
      kind: z.enum(['purchase', 'refund', 'payment', 'payment_return', 'credit', 'fee', 'interest']),
      amountCents: cents,
      description: z.string().max(200).default(''),
      refundsTransactionId: z.string().min(1).max(100).optional(),
      /** For a payment or a payment_return: the issuer's id of the payment (createPayment's paymentId). */
      paymentId: z.string().min(1).max(100).optional(),
      /** For a payment_return: the ACH return code (R01, R02, …). */
      returnCode: z
        .string()
        .regex(/^R\d{2}$/)
        .optional(),
      postedAt: z.string().datetime(),
    }),
  }),
  z.object({
    ...base,
    /** A cash-back deposit (depositToBank) reached the bank, or came back (decision 078). */
    type: z.literal('deposit.updated'),
    accountId: z.string().min(1).max(100),
    deposit: z.object({
      id: z.string().min(1).max(100),
      status: z.enum(['settled', 'returned']),
      returnCode: z
        .string()
        .regex(/^R\d{2}$/)
        .optional(),
      at: z.string().datetime(),
    }),
  }),
  z.object({
    ...base,
    type: z.literal('statement.closed'),
    accountId: z.string().min(1).max(100),
    statement: z.object({
      id: z.string().min(1).max(100),
      periodStart: z.string().datetime(),
      periodEnd: z.string().datetime(),
      dueDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      balanceCents: z.number().int().min(0).max(100_000_000),
      minimumDueCents: z.number().int().min(0).max(100_000_000),
      /** The cycle's figures as the statement prints them (decision 078); older events carry none. */
      previousBalanceCents: z.number().int().min(-100_000_000).max(100_000_000).optional(),
      paymentsCents: z.number().int().min(0).max(100_000_000).optional(),
      creditsCents: z.number().int().min(0).max(100_000_000).optional(),
      purchasesCents: z.number().int().min(0).max(100_000_000).optional(),
      feesCents: z.number().int().min(0).max(100_000_000).optional(),
      interestCents: z.number().int().min(0).max(100_000_000).optional(),
      /** The purchase APR that applied, in basis points. */
      aprBps: z.number().int().min(0).max(10_000).optional(),
      /** Reg Z 1026.7(b)(5): the balance the APR was applied to, and how the issuer determined it. */
      balanceSubjectToInterestCents: z.number().int().min(0).max(100_000_000).optional(),
      interestBalanceMethod: z.enum(interestBalanceMethods).optional(),
      /** The credit limit on the cycle's last day: the Rewards Terms' cap on the cycle's earning purchases. */
      creditLimitCents: z.number().int().min(0).max(100_000_000).optional(),
    }),
  }),
]);

export type CardWebhookEvent = z.infer<typeof cardWebhookEventSchema>;

/**
 * A real issuer's webhook scheme (decision 045): it verifies one delivery's
 * signature from its headers and reads the events we post from its body
 * (none for news we do not use, which is acknowledged so the issuer stops
 * retrying it). The sandbox's scheme is the default
 * (card-webhook-receiver.ts receiveCardWebhook).
 */
export interface CardWebhookReader {
  read(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
    now: Date,
  ): { ok: true; events: CardWebhookEvent[] } | { ok: false; reason: string };
}
