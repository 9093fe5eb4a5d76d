import { z } from 'zod';
import type { SessionUser } from '../../../lib/session/session-context';

/** product-rules#account-operations user fields, as every operation that answers with a User selects them. */
export const userFieldsSelection = 'id firstName lastName email role token inviteCode isCardHolder';

export const userSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.string(),
  token: z.string(),
  inviteCode: z.string(),
  isCardHolder: z.boolean(),
});

export type User = z.infer<typeof userSchema>;

/**
 * What the page keeps of a User. `token` is the session hash; it already
 * travels in its own cookie, so it is not copied into page state.
 */
export function toSessionUser({ token: _token, ...user }: User): SessionUser {
  return user;
}
