import { z } from 'zod';
import { ApiError } from '../../../lib/api-errors';
import { opsFormFailure } from '../back-office-form-failure';

/** The actions the server may allow (decision 032), in the order the panel offers them. */
export const staffActions = ['requestInformation', 'recommend', 'approve', 'decline'] as const;
export type StaffAction = (typeof staffActions)[number];

export const staffActionLabels: Readonly<Record<StaffAction, string>> = {
  requestInformation: 'Request information',
  recommend: 'Recommend',
  approve: 'Approve',
  decline: 'Decline',
};

/**
 * A typed amount as whole dollars: "$3,000" is 3000. Anything else is NaN,
 * which the shared credit-limit schema refuses with its own words, so the
 * form and the server say the same thing.
 */
export function dollarsFromText(text: string): number {
  const digits = text.replace(/[$,\s]/g, '');
  return /^\d{1,9}$/.test(digits) ? Number(digits) : Number.NaN;
}

/** A limit as the money field shows it, for a prefilled value. */
export const dollarsText = (amount: number | null | undefined): string =>
  typeof amount === 'number' ? amount.toLocaleString('en-US') : '';

/** A form's note field: the shared schema trims it and drops an empty one. */
export const noteField = { name: 'note', id: 'ops-action-note', label: 'Note for the audit log (optional)' } as const;

/** What went wrong with an action, as the panel shows it. */
export type ActionFailure =
  { kind: 'stale'; text: string } | { kind: 'field'; field: string; text: string } | { kind: 'form'; text: string };

const staleText =
  'This application changed since you opened it. Reload it to see what changed; what you entered here is kept.';

/**
 * A refusal sorted for the form: a stale view (APPLICATION_CHANGED) offers a
 * reload; BAD_USER_INPUT goes beside its field; the rest (FOUR_EYES,
 * STAFF_FORBIDDEN, ALREADY_DECIDED, APPLICATION_CANCELED) are said whole, in
 * the server's words.
 */
export function actionFailureOf(error: unknown, fields: readonly string[]): ActionFailure {
  if (error instanceof ApiError && error.code === 'APPLICATION_CHANGED') return { kind: 'stale', text: staleText };
  const failure = opsFormFailure(error, fields);
  return failure.field === null
    ? { kind: 'form', text: failure.text }
    : { kind: 'field', field: failure.field, text: failure.text };
}

/** Today plus `days`, as an ISO date, for the deadline a request will set. */
export function dayAfter(days: number, now: Date = new Date()): string {
  return new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A form's schema: its fields as typed (`shape`), then `toInput` turns them
 * into a staff action's arguments and the shared domain schema checks those,
 * each refusal landing on the field of the same name. One set of rules for
 * the form and the server (staff-action-input.ts).
 */
export function checkedBy<Shape extends z.ZodRawShape, Out>(
  shape: Shape,
  toInput: (values: z.output<z.ZodObject<Shape>>) => unknown,
  domain: z.ZodType<Out>,
) {
  return z.object(shape).transform((values, context): Out => {
    const parsed = domain.safeParse(toInput(values));
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      context.addIssue({ code: 'custom', message: issue.message, path: issue.path.slice(0, 1) });
    }
    return z.NEVER;
  });
}

export const textList = z.array(z.string());
