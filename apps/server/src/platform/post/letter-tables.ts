import { customType, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PostalAddress } from './letter-sender.js';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Every letter we post (decision 089): written in the transaction of the
 * change that causes it, sent by a job with retries, kept as sent with its
 * PDF. In the sandbox "sent" means readable at /dev/letters.
 */
export const letters = pgTable(
  'letters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** One letter per key: a notice's id, a paper copy request's key. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** What it is (`decisionNotice:approval`, `cardNotice:statementReady`, `paperCopy`). */
    kind: text('kind').notNull(),
    userId: uuid('user_id'),
    toName: text('to_name').notNull(),
    toAddress: jsonb('to_address').$type<PostalAddress>().notNull(),
    title: text('title').notNull(),
    pdf: bytea('pdf').notNull(),
    /** pending, sent, or failed (undeliverable, or parked after the last retry). */
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    provider: text('provider'),
    providerId: text('provider_id'),
    /** YYYY-MM-DD, the provider's estimate. */
    expectedDelivery: text('expected_delivery'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('letters_idempotency_key').on(table.idempotencyKey),
    index('letters_user_idx').on(table.userId, table.createdAt),
  ],
);
