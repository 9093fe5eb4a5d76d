import type { LogEntry } from '@waypoint/domain/monitoring/log-batch';
import { logEntryLimits, type LogContext } from '@waypoint/domain/monitoring/log-entry-limits';

const encoder = new TextEncoder();

export const utf8Bytes = (text: string): number => encoder.encode(text).length;

const truncatedMark = '… [truncated]';

function clipText(text: string, maxChars: number): string {
  return text.length <= maxChars ? text : `${text.slice(0, maxChars - truncatedMark.length)}${truncatedMark}`;
}

/** The intake takes a small flat object of short scalars; anything else is cut to that shape. */
function clipContext(context: LogContext | undefined): LogContext | undefined {
  if (!context) return undefined;
  const entries = Object.entries(context)
    .slice(0, logEntryLimits.maxContextKeys)
    .map(([key, value]): [string, LogContext[string]] => {
      const scalar = typeof value === 'string' ? clipText(value, logEntryLimits.maxContextValueChars) : value;
      return [key.slice(0, logEntryLimits.maxContextKeyChars), typeof scalar === 'object' ? null : scalar];
    });
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/**
 * Serializes an entry within the intake's bounds. One entry larger than a
 * whole batch (`maxBytes`) loses its context, then the end of its message,
 * so it is still shipped and never blocks the queue behind it.
 */
export function clipEntry(entry: LogEntry, maxBytes: number): string {
  const clipped: LogEntry = {
    ...entry,
    message: clipText(entry.message || '(empty message)', logEntryLimits.maxMessageChars),
    path: entry.path === undefined ? undefined : clipText(entry.path, logEntryLimits.maxPathChars),
    context: clipContext(entry.context),
  };
  const serialized = JSON.stringify(clipped);
  if (utf8Bytes(serialized) <= maxBytes) return serialized;
  const bare = { ...clipped, context: undefined };
  const fits = (chars: number) =>
    utf8Bytes(JSON.stringify({ ...bare, message: clipText(bare.message, chars) })) <= maxBytes;
  // The longest message that fits, found by halving (escaping makes bytes per character uneven).
  let low = truncatedMark.length;
  let high = bare.message.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(middle)) low = middle;
    else high = middle - 1;
  }
  return JSON.stringify({ ...bare, message: clipText(bare.message, low) });
}
