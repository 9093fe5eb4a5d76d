import type { SessionUser } from './session-store.js';

/** The product-rules#user user fields as GraphQL returns them; `token` is the per-session hash. */
export function toUserPayload(user: SessionUser, sessionHash: string) {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    token: sessionHash,
    inviteCode: user.inviteCode,
    isCardHolder: user.isCardHolder,
  };
}
