import { PRODUCT } from '@waypoint/domain/product';
import type { AccountSecurityDeps } from '../modules/account-security/account-security-deps.js';
import { registerAccountSecurity } from '../modules/account-security/account-security-module.js';
import { createSignInHooks } from '../modules/account-security/sessions-sign-in-hooks.js';
import { accountPort } from '../modules/auth/account-port.js';
import { createSignInPort } from '../modules/auth/account-port.js';
import type { SignInHooks } from '../modules/auth/auth-deps.js';
import { describeDevice } from '../modules/staff/staff-session-device.js';
import { relyingPartyFor } from '../platform/webauthn/relying-party.js';
import type { CompositionContext } from './composition-context.js';

/** Account security's ports (decisions 073–077): the applicant's session, the clock; each part adds its own. */
export function createAccountSecurityDeps(context: CompositionContext): AccountSecurityDeps {
  const { sessions, now } = context;
  return {
    db: context.database.db,
    requireSession: sessions.requireAs(({ sessionId, user }) => ({ userId: user.id, sessionId, email: user.email })),
    now,
    verificationCodes: {
      db: context.database.db,
      now,
      rateLimiter: context.auth.limiter,
      // Twilio or the sandbox, chosen once in composition/providers.ts (decision 074).
      sms: context.providers.sms,
    },
    // The e-mail change (decision 075) reads and sets the sign-in address through auth's account port.
    emailChange: {
      publicUrl: context.config.publicUrl,
      limiter: context.auth.limiter,
      accountWithEmail: accountPort.accountWithEmail,
      accountOf: async (db, userId) => {
        const account = await accountPort.accountOf(db, userId);
        return account ? { firstName: account.firstName, email: account.email } : null;
      },
      changeEmail: accountPort.changeEmail,
      requirePasswordReset: accountPort.requirePasswordReset,
      endAllSessions: (userId) => context.auth.sessions.revokeAllForUser(userId),
    },
    // Passkeys (decision 076): the ceremonies' relying party, and auth's own sign-in (limits, session, cookies).
    passkeys: {
      webauthn: { db: context.database.db, relyingParty: relyingPartyFor(context.config.publicUrl, PRODUCT.name), now },
      signIn: createSignInPort(context.auth),
    },
    // The account's sessions (decision 076): auth's session store, IP insights' country, the staff list's device names.
    sessions: {
      publicUrl: context.config.publicUrl,
      ...pick(createSignInPort(context.auth), 'liveSessionsOf', 'endSession', 'endOtherSessions'),
      countryOf: async (ip) => {
        try {
          return (await context.ipInsights.provider.lookup(ip)).countryISOCode;
        } catch (error) {
          context.log.warn({ err: error }, 'IP insights lookup failed; the session place is unknown');
          return null;
        }
      },
      describeDevice,
      accountOf: async (userId) => {
        const account = await accountPort.accountOf(context.database.db, userId);
        return account ? { firstName: account.firstName, email: account.email } : null;
      },
    },
  };
}

const pick = <T extends object, K extends keyof T>(from: T, ...keys: K[]): Pick<T, K> =>
  Object.fromEntries(keys.map((key) => [key, from[key]])) as Pick<T, K>;

/** Auth's sign-in hooks, answered by account security (decision 076): the second factor and the new-device mail. */
export function accountSecuritySignInHooks(context: CompositionContext): SignInHooks {
  return createSignInHooks(createAccountSecurityDeps(context));
}

/** Registers account security and hands back its deps, whose step-up port the account area's modules use. */
export async function registerAccountSecurityArea(context: CompositionContext): Promise<AccountSecurityDeps> {
  const deps = createAccountSecurityDeps(context);
  await registerAccountSecurity({ host: context.host, ...deps });
  return deps;
}
