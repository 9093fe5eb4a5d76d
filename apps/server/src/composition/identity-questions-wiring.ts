import type { KbaDeps } from '../modules/identity-questions/kba-deps.js';
import type { KbaProvider } from '../modules/identity-questions/kba-provider.js';
import type { Clock } from '../platform/clock.js';

/** The application with the account's name added, when the name is known. */
function withName(
  findApplication: KbaDeps['findApplication'],
  nameOf: ((userId: string) => Promise<{ firstName: string; lastName: string } | null>) | undefined,
): KbaDeps['findApplication'] {
  if (!nameOf) return findApplication;
  return async (userId) => {
    const [application, name] = await Promise.all([findApplication(userId), nameOf(userId)]);
    return application && name ? { ...application, firstName: name.firstName, lastName: name.lastName } : application;
  };
}

/**
 * The identity questions' wiring (docs/decisions/042-identity-questions-vendor.md),
 * with the provider composition/providers.ts chose: IDology or the sandbox.
 */
export function createIdentityQuestionsDeps(shared: {
  db: KbaDeps['db'];
  provider: KbaProvider;
  /** Tests shorten the wait for the provider (default 5 s). */
  providerTimeoutMs: number | undefined;
  requireUserId: KbaDeps['requireUserId'];
  findApplication: KbaDeps['findApplication'];
  /** The account's name, which a vendor searches by (docs/decisions/042-identity-questions-vendor.md); the sandbox needs none. */
  nameOf?: (userId: string) => Promise<{ firstName: string; lastName: string } | null>;
  log: KbaDeps['log'];
  clock: Clock;
}): KbaDeps {
  return {
    db: shared.db,
    provider: shared.provider,
    requireUserId: shared.requireUserId,
    findApplication: withName(shared.findApplication, shared.nameOf),
    log: shared.log,
    // Each call (the questions, then each set's score) may take this long; then the result is timeout.
    providerTimeoutMs: shared.providerTimeoutMs ?? 5_000,
    // 10 minutes to answer, as vendors' sessions allow; then timeout and start again.
    transactionTtlMs: 10 * 60_000,
    now: () => shared.clock.now(),
  };
}
