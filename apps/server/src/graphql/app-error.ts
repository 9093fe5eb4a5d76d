/**
 * An error meant for the client: its message is shown as is, and its code
 * goes into `extensions.code` so the web can branch on it (product-rules#http-client-errors). Field
 * problems travel in `extensions.fieldErrors` so a form can put each beside
 * its field.
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly statusCode = 400,
    readonly fieldErrors?: { field: string; message: string }[],
    /** More for the client to branch on, beside the code (a step-up's methods, decision 073). */
    readonly extensions?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** A refused input: every problem beside its field, the first also in the message as "field: message". */
export function badUserInput(issues: readonly { path: readonly PropertyKey[]; message: string }[]): AppError {
  const fieldErrors = issues.map((issue) => ({ field: issue.path.map(String).join('.'), message: issue.message }));
  const first = fieldErrors[0];
  return new AppError('BAD_USER_INPUT', `${first?.field}: ${first?.message}`, 400, fieldErrors);
}
