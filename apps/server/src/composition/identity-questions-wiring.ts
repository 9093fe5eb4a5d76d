import type { IdentityQuestionsSettings } from '../config/identity-questions-settings.js';
import type { KbaDeps } from '../modules/identity-questions/kba-deps.js';
import { kbaProviderFromSettings } from '../modules/identity-questions/kba-provider-from-settings.js';
import type { KbaProvider } from '../modules/identity-questions/kba-provider.js';
import type { Clock } from '../platform/clock.js';

/**
 * The identity questions' wiring (docs/decisions/042-identity-questions-vendor.md):
 * IDology when its settings are given, else the sandbox (docs/sandbox.md).
 */
export function createIdentityQuestionsDeps(shared: {
  db: KbaDeps['db'];
  /** Tests may stand in for the provider. */
  provider: KbaProvider | undefined;
  /** config.identityQuestions; without it (or without IDology's user and password) the sandbox asks. */
  settings?: IdentityQuestionsSettings;
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
    provider:
      shared.provider ??
      kbaProviderFromSettings(shared.settings ?? { idology: undefined }, { decoySecret: shared.decoySecret }),
    requireUserId: shared.requireUserId,
    findApplication: shared.findApplication,
    log: shared.log,
    // Each call (the questions, then each set's score) may take this long; then the result is timeout.
    providerTimeoutMs: shared.providerTimeoutMs ?? 5_000,
    // 10 minutes to answer, as vendors' sessions allow; then timeout and start again.
    transactionTtlMs: 10 * 60_000,
    now: () => shared.clock.now(),
  };
}
