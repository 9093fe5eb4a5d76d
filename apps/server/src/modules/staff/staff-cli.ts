import { parseArgs } from 'node:util';
import type { Db } from '../../db/database.js';
import type { FieldCipher } from '../../platform/field-encryption.js';
import {
  addStaff,
  disableStaff,
  listStaffAccounts,
  resetStaff,
  StaffCommandError,
  type EnrolmentLink,
} from './staff-accounts-service.js';
import { StaffSessionStore } from './staff-session-store.js';

export const staffUsage = [
  'Usage: npm run staff -- <command>',
  '  add <email> --role <reviewer|approver|admin>   create an account; prints its one-time enrolment link',
  '  list                                           every staff account, its role and status',
  '  disable <email>                                sign it out everywhere; it signs in no more',
  '  reset <email>                                  a new enrolment link; the old password and authenticator stop working',
].join('\n');

export interface StaffCliDeps {
  db: Db;
  cipher: FieldCipher;
  sessionSecret: Buffer;
  publicUrl: string;
  now(): Date;
}

const linkLines = (enrolment: EnrolmentLink) => [
  `Enrolment link for ${enrolment.email} (${enrolment.role}), valid until ${enrolment.expiresAt.toISOString()}, usable once:`,
  enrolment.link,
];

/**
 * The staff CLI (decision 029; docs/sandbox.md "Staff accounts"): the only
 * way a staff account comes to be. Returns the lines to print; a refusal is a
 * StaffCommandError whose message names what is wrong.
 */
export async function runStaffCommand(argv: readonly string[], deps: StaffCliDeps): Promise<string[]> {
  const { positionals, values } = parseArgs({
    args: [...argv],
    options: { role: { type: 'string' } },
    allowPositionals: true,
    strict: true,
  });
  const [command, email, ...extra] = positionals;
  const accounts = { ...deps, sessions: new StaffSessionStore(deps.db, deps.sessionSecret, deps.now) };
  const needEmail = () => {
    if (!email || extra.length > 0)
      throw new StaffCommandError(`"${command}" takes one e-mail address.\n${staffUsage}`);
    return email;
  };
  switch (command) {
    case 'add':
      return linkLines(await addStaff(accounts, needEmail(), values.role));
    case 'reset':
      return linkLines(await resetStaff(accounts, needEmail()));
    case 'disable': {
      const account = await disableStaff(accounts, needEmail());
      return [`${account.email} is disabled and signed out everywhere.`];
    }
    case 'list': {
      const rows = await listStaffAccounts(deps);
      if (rows.length === 0) return ['No staff accounts yet.'];
      return rows.map((row) => `${row.email}\t${row.role}\t${row.status}`);
    }
    default:
      throw new StaffCommandError(staffUsage);
  }
}
