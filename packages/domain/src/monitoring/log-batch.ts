import { z } from 'zod';
import { logEntryLimits } from './log-entry-limits.js';
import { logLevels, monitoringLimits } from './monitoring-limits.js';

export { logEntryLimits, type LogContext, type LogContextValue } from './log-entry-limits.js';

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
