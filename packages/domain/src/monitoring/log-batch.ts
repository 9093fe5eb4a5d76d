import { z } from 'zod';
import { logLevels, monitoringLimits } from './monitoring-limits.js';

/**
 * What one log entry may carry. The browser clips to these bounds before it
 * queues an entry, so a batch it sends is one the intake accepts.
 */
export const logEntryLimits = {
  maxMessageChars: 2_000,
  maxPathChars: 500,
  /** A small flat object: a few keys of short scalar values. */
  maxContextKeys: 20,
  maxContextKeyChars: 60,
  maxContextValueChars: 500,
} as const;

export type LogContextValue = string | number | boolean | null;
export type LogContext = Record<string, LogContextValue>;

const contextValue = z.union([z.string().max(logEntryLimits.maxContextValueChars), z.number(), z.boolean(), z.null()]);

export const logEntrySchema = z.strictObject({
  level: z.enum(logLevels),
  message: z.string().min(1).max(logEntryLimits.maxMessageChars),
  occurredAt: z.iso.datetime({ offset: true }),
  path: z.string().max(logEntryLimits.maxPathChars).regex(/^\//, 'A path starting with /').optional(),
  context: z
    .record(z.string().max(logEntryLimits.maxContextKeyChars), contextValue)
    .refine((context) => Object.keys(context).length <= logEntryLimits.maxContextKeys, {
      message: `At most ${logEntryLimits.maxContextKeys} keys`,
    })
    .optional(),
});

export const logBatchSchema = z.strictObject({
  entries: z.array(logEntrySchema).min(1).max(monitoringLimits.maxBatchMessages),
});

export type LogEntry = z.infer<typeof logEntrySchema>;
