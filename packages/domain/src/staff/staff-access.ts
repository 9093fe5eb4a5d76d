import { z } from 'zod';

/**
 * Staff accounts of the back office (decision 029): the roles, the one-time
 * code's shape and how a staff session travels. Shared so the server and the
 * /ops pages agree without importing each other.
 */
export const staffRoles = ['reviewer', 'approver', 'admin'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const isStaffRole = (value: string): value is StaffRole => (staffRoles as readonly string[]).includes(value);

/** An authenticator's code: six digits (RFC 6238 defaults, as authenticator apps show them). */
export const totpCodeField = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app');

/**
 * A staff session is its own cookie pair and header, never the applicant's
 * (sessionTransport in auth/account-states.ts): neither kind opens the other's pages or API.
 */
export const staffSessionTransport = {
  tokenCookie: 'wp_staff_token',
  sessionHashCookie: 'wp_staff_session_hash',
  sessionHashHeader: 'x-staff-session-hash',
} as const;
