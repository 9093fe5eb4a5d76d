import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../graphql/app-error.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { hashToken, newSecureToken } from '../../platform/secure-token.js';
import type { AccountSecurityDeps, AccountSecurityScope } from './account-security-deps.js';
import type { SessionsPorts } from './sessions-deps.js';
import { newDeviceMail } from './sessions-mails.js';
import { rememberDevice } from './sessions-repository.js';

/*
 * The account's sessions (decision 076, docs/product-rules.md#account-sessions):
 * where it is signed in (device from the user agent, country from the address,
 * last seen), sign out one or all others, and one e-mail per new device.
 */

export type SessionsDeps = Pick<AccountSecurityDeps, 'db' | 'requireSession' | 'now'> & { sessions: SessionsPorts };

export interface AccountSessionView {
  id: string;
  device: string;
  /** ISO country code of the address it was started from; null when unknown. */
  country: string | null;
  startedAt: Date;
  lastSeenAt: Date;
  current: boolean;
}

/** The browser's device cookie: long-lived and random, so the same browser is known again without tracking it elsewhere. */
export const deviceCookie = 'wp_device';
// Browsers cap cookies at 400 days; a device unseen that long is new again.
const deviceCookieMaxAgeSeconds = 400 * 24 * 60 * 60;
const deviceTokenShape = /^[A-Za-z0-9_-]{20,100}$/;

const sessionNotFound = () => new AppError('NOT_FOUND', 'No such session on your account.', 404);

export async function listSessions(deps: SessionsDeps, scope: AccountSecurityScope): Promise<AccountSessionView[]> {
  const { userId, sessionId } = await deps.requireSession(scope);
  const rows = await deps.sessions.liveSessionsOf(userId);
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      device: deps.sessions.describeDevice(row.userAgent),
      country: row.ip ? await deps.sessions.countryOf(row.ip) : null,
      startedAt: row.createdAt,
      lastSeenAt: row.lastSeenAt,
      current: row.id === sessionId,
    })),
  );
}

/** Ends one of the account's sessions (this one too, which is signing out); another account's is not found. */
export async function signOutSession(deps: SessionsDeps, scope: AccountSecurityScope, id: string): Promise<void> {
  const { userId } = await deps.requireSession(scope);
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw sessionNotFound();
  if (!(await deps.sessions.endSession(userId, id))) throw sessionNotFound();
}

/** Ends every other session of the account; answers how many ended. */
export async function signOutOtherSessions(deps: SessionsDeps, scope: AccountSecurityScope): Promise<number> {
  const { userId, sessionId } = await deps.requireSession(scope);
  const others = (await deps.sessions.liveSessionsOf(userId)).filter((row) => row.id !== sessionId);
  await deps.sessions.endOtherSessions(userId, sessionId);
  return others.length;
}

function deviceTokenOf(request: FastifyRequest, reply: FastifyReply): string {
  const sent = request.cookies[deviceCookie];
  const token = sent && deviceTokenShape.test(sent) ? sent : newSecureToken();
  // Renewed on every sign-in, so a browser in use stays known.
  reply.setCookie(deviceCookie, token, {
    path: '/',
    secure: true,
    httpOnly: true,
    sameSite: 'strict',
    maxAge: deviceCookieMaxAgeSeconds,
  });
  return token;
}

/**
 * After a session starts (auth's hook): the browser's device cookie is
 * remembered for the account, and a sign-in from a device the account has
 * not used mails the account once. Sign-up remembers its device silently.
 */
export async function noteSessionStarted(
  deps: SessionsDeps,
  scope: AccountSecurityScope,
  started: { userId: string; kind: 'registration' | 'password' | 'passkey' },
): Promise<void> {
  const token = deviceTokenOf(scope.request, scope.reply);
  const now = deps.now();
  const isNew = await rememberDevice(deps.db, started.userId, hashToken(token), now);
  if (!isNew || started.kind === 'registration') return;
  const account = await deps.sessions.accountOf(started.userId);
  if (!account) return;
  const country = await deps.sessions.countryOf(scope.request.ip);
  const mail = newDeviceMail(account, {
    device: deps.sessions.describeDevice(scope.request.headers['user-agent']),
    place: country ? countryName(country) : null,
    at: now,
    publicUrl: deps.sessions.publicUrl,
  });
  await enqueueMail(deps.db, 'new_device_sign_in', mail);
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** "United States" for US; the code itself when the runtime has no name for it. */
export function countryName(code: string): string {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}
