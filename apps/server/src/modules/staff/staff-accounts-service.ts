import { emailField } from '@waypoint/domain/auth/account-fields';
import { isStaffRole, staffRoles, type StaffRole } from '@waypoint/domain/staff/staff-access';
import { hashToken, newSecureToken } from '../../platform/secure-token.js';
import { recordStaffAccountEvent, staffCliActor } from './staff-account-events.js';
import { enrolmentLinkHours, type StaffDeps } from './staff-deps.js';
import { deletePasskeysOf } from './staff-passkeys-repository.js';
import {
  findStaffByEmail,
  insertStaff,
  listStaff,
  setDisabled,
  setEnrolment,
  type StaffAccount,
} from './staff-repository.js';
import type { StaffSessionStore } from './staff-session-store.js';
import { newTotpSecret } from './staff-totp.js';

/** A refusal of the staff CLI: its message is printed as is. */
export class StaffCommandError extends Error {
  override name = 'StaffCommandError';
}

export type StaffAccountsDeps = Pick<StaffDeps, 'db' | 'cipher' | 'publicUrl' | 'now'> & {
  sessions: Pick<StaffSessionStore, 'revokeAll'>;
};

export interface EnrolmentLink {
  email: string;
  role: StaffRole;
  link: string;
  expiresAt: Date;
}

/** The context a TOTP secret is encrypted with: it cannot be moved to another account's row. */
export const totpSecretContext = (staffId: string) => `staff_accounts.totp_secret:${staffId}`;

export function parseStaffEmail(value: string): string {
  const parsed = emailField.safeParse(value);
  if (!parsed.success) throw new StaffCommandError(`"${value}" is not an e-mail address.`);
  return parsed.data;
}

export function parseStaffRole(value: string | undefined): StaffRole {
  if (value === undefined) throw new StaffCommandError(`--role is required: one of ${staffRoles.join(', ')}.`);
  if (!isStaffRole(value)) throw new StaffCommandError(`Unknown role "${value}": use one of ${staffRoles.join(', ')}.`);
  return value;
}

/**
 * A fresh enrolment for an account: a new TOTP secret, no password, a new
 * one-time link (24 h). Used by add and by reset, where it voids the old
 * password, authenticator, passkeys (decision 072) and sessions (decision 029).
 */
async function freshEnrolment(
  deps: StaffAccountsDeps,
  account: StaffAccount,
  action: 'staff.add' | 'staff.reset',
): Promise<EnrolmentLink> {
  const token = newSecureToken();
  const expiresAt = new Date(deps.now().getTime() + enrolmentLinkHours * 3_600_000);
  await deps.db.transaction(async (tx) => {
    await setEnrolment(tx, account.id, {
      totpSecret: deps.cipher.encrypt(newTotpSecret(), totpSecretContext(account.id)),
      enrolmentTokenHash: hashToken(token),
      enrolmentExpiresAt: expiresAt,
    });
    await deps.sessions.revokeAll(tx, account.id);
    await deletePasskeysOf(tx, account.id);
    // Decision 069: who was given access, or had it reset, is on record with the change itself.
    await recordStaffAccountEvent(tx, {
      occurredAt: deps.now(),
      action,
      staffId: account.id,
      actor: staffCliActor,
      after: { email: account.email, role: account.role },
    });
  });
  const link = `${deps.publicUrl}/ops/enrol?token=${encodeURIComponent(token)}`;
  return { email: account.email, role: account.role, link, expiresAt };
}

export async function addStaff(deps: StaffAccountsDeps, rawEmail: string, rawRole: string | undefined) {
  const email = parseStaffEmail(rawEmail);
  const role = parseStaffRole(rawRole);
  if (await findStaffByEmail(deps.db, email)) {
    throw new StaffCommandError(`${email} already has a staff account: use "reset" for a new enrolment link.`);
  }
  const account = await insertStaff(deps.db, { email, role, createdAt: deps.now() });
  if (!account) throw new StaffCommandError(`${email} already has a staff account.`);
  return freshEnrolment(deps, account, 'staff.add');
}

async function existing(deps: StaffAccountsDeps, rawEmail: string): Promise<StaffAccount> {
  const email = parseStaffEmail(rawEmail);
  const account = await findStaffByEmail(deps.db, email);
  if (!account) throw new StaffCommandError(`No staff account for ${email}.`);
  return account;
}

export async function resetStaff(deps: StaffAccountsDeps, rawEmail: string): Promise<EnrolmentLink> {
  return freshEnrolment(deps, await existing(deps, rawEmail), 'staff.reset');
}

/** Signs the account out everywhere and voids any enrolment link; `reset` brings it back. */
export async function disableStaff(deps: StaffAccountsDeps, rawEmail: string): Promise<StaffAccount> {
  const account = await existing(deps, rawEmail);
  await deps.db.transaction(async (tx) => {
    await setDisabled(tx, account.id, deps.now());
    await deps.sessions.revokeAll(tx, account.id);
    await recordStaffAccountEvent(tx, {
      occurredAt: deps.now(),
      action: 'staff.disable',
      staffId: account.id,
      actor: staffCliActor,
      after: { email: account.email, status: 'disabled' },
    });
  });
  return { ...account, status: 'disabled' };
}

export function listStaffAccounts(deps: Pick<StaffDeps, 'db'>): Promise<StaffAccount[]> {
  return listStaff(deps.db);
}
