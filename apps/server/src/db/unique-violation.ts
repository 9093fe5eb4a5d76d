/**
 * Whether a database error is a broken unique index (Postgres 23505), through
 * the driver's and drizzle's wrapping; with `constraint`, only that index.
 * How a race lost to a concurrent insert is told apart from a real failure.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const { code, constraint: name, message } = current as { code?: unknown; constraint?: string; message?: string };
    if (code === '23505')
      return constraint === undefined || name === constraint || Boolean(message?.includes(constraint));
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
