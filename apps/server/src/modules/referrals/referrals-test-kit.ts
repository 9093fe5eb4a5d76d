import type { TestBrowser } from '../../testing/graphql-client.js';
import { registerUser } from '../../testing/test-accounts.js';

export const referrerQuery = `query Referrer($inviteCode: String!) { getReferrerUser(inviteCode: $inviteCode) }`;
export const validateMutation = `mutation Validate($inviteCode: String!) { validatePreApprovedCode(inviteCode: $inviteCode) }`;
export const myInviteCodeQuery = `query { myInviteCode { code link } }`;
export const myReferralsQuery = `query { myReferrals { joined activated activatedTooLate activatedWhileNotInGoodStanding cashBackRateBasisPoints } }`;
export const remindMutation = `mutation Remind($email: String!, $referrerName: String, $inviteCode: String!, $version: String!) {
  remindMeEmail(email: $email, referrerName: $referrerName, inviteCode: $inviteCode, version: $version)
}`;

let members = 0;
/** A new member, signed in on `browser`, with their id and invitation code. */
export async function newMember(browser: TestBrowser, overrides: Record<string, unknown> = {}) {
  members += 1;
  const email = `member${members}-${Date.now()}@example.com`;
  const response = await registerUser(browser, { firstName: 'Maya', lastName: 'Okafor', email, ...overrides });
  const user = response.data?.register;
  if (!user) throw new Error(`registration failed: ${JSON.stringify(response.errors)}`);
  return { id: String(user.id), email, inviteCode: String(user.inviteCode) };
}
