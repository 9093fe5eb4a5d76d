import type { KbaDeps } from '../modules/identity-questions/kba-deps.js';
import type { KbaProvider } from '../modules/identity-questions/kba-provider.js';
import { createSandboxKbaProvider } from '../modules/identity-questions/sandbox-kba.js';
import type { Clock } from '../platform/clock.js';

/** The identity questions' wiring (docs/sandbox.md): the sandbox unless a vendor adapter is given. */
export function createIdentityQuestionsDeps(shared: {
  db: KbaDeps['db'];
  /** Tests may stand in for the provider. */
  provider: KbaProvider | undefined;
  /** Tests shorten the wait for the provider (default 5 s). */
  providerTimeoutMs: number | undefined;
  decoySecret: Buffer;
  requireUserId: KbaDeps['requireUserId'];
  findApplication: KbaDeps['findApplication'];
  log: KbaDeps['log'];
  clock: Clock;
}): KbaDeps {
  return {
    db: shared.db,
    // Decoys from the shared secret: every instance offers an applicant the same ones (docs/sandbox.md).
    provider: shared.provider ?? createSandboxKbaProvider({ decoySecret: shared.decoySecret }),
    requireUserId: shared.requireUserId,
    findApplication: shared.findApplication,
    log: shared.log,
    providerTimeoutMs: shared.providerTimeoutMs ?? 5_000,
    // 10 minutes to answer, as vendors' sessions allow; then timeout and start again.
    transactionTtlMs: 10 * 60_000,
    now: () => shared.clock.now(),
  };
}
