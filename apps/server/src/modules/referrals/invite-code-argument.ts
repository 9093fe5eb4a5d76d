import { inviteCodeSchema } from '@waypoint/domain/referrals/invite-codes';
import { AppError } from '../../graphql/app-error.js';

/**
 * Parses a code argument with the shared rule (the form's rule too); a
 * malformed one is BAD_USER_INPUT as "field: message", beside its field.
 */
export function parseCodeArgument(value: string, field = 'inviteCode'): string {
  const parsed = inviteCodeSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues[0]?.message ?? 'Invalid code';
  throw new AppError('BAD_USER_INPUT', `${field}: ${message}`, 400, [{ field, message }]);
}
