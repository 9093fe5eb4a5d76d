import type { z } from 'zod';

/** A provider's settings come all together or not at all; names each missing one. */
export function requireAllOrNone(
  value: Record<string, unknown>,
  keys: readonly string[],
  context: z.RefinementCtx,
  label: string,
): void {
  const missing = keys.filter((key) => value[key] === undefined);
  if (missing.length === 0 || missing.length === keys.length) return;
  for (const key of missing)
    context.addIssue({ code: 'custom', path: [key], message: `is required with the other ${label} settings` });
}
