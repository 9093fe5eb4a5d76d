/**
 * What one log entry may carry. The browser clips to these bounds before it
 * queues an entry, so a batch it sends is one the intake accepts. Apart from the
 * batch's schema, so browser monitoring loads without zod (decision 090).
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
