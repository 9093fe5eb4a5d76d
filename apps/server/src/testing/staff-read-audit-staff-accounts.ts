import { asAdmin, asReviewer, gql, type Classification } from './staff-read-audit-rows.js';

/** Staff accounts (decision 069): a staff member's own passkeys and sessions, and the admin's view of sessions. */
export const staffAccountOperations: Readonly<Record<string, Classification>> = {
  'Query.currentStaff': { kind: 'staff, no personal data', call: gql(asReviewer, '{ currentStaff { email role } }') },
  'Query.myStaffPasskeys': {
    kind: 'staff, no personal data',
    call: gql(asReviewer, '{ myStaffPasskeys { id name } }'),
  },
  'Query.myStaffSessions': {
    kind: 'staff, no personal data',
    call: gql(asReviewer, '{ myStaffSessions { id ip device } }'),
  },
  'Query.staffSessions': { kind: 'staff, no personal data', call: gql(asAdmin, '{ staffSessions { staffEmail ip } }') },
  'Mutation.staffPasskeyRegistrationOptions': {
    kind: 'staff, no personal data',
    call: gql(asReviewer, 'mutation { staffPasskeyRegistrationOptions }'),
  },
  // Refused (no ceremony, no such passkey): what is checked is that a refusal carries no applicant's data.
  'Mutation.addStaffPasskey': {
    kind: 'staff, no personal data',
    call: gql(asReviewer, 'mutation { addStaffPasskey(response: "{}", name: "Laptop") { id } }'),
  },
  'Mutation.renameStaffPasskey': {
    kind: 'staff, no personal data',
    call: gql(asReviewer, 'mutation { renameStaffPasskey(id: "0", name: "Laptop") { id } }'),
  },
  'Mutation.removeStaffPasskey': {
    kind: 'staff, no personal data',
    call: gql(asReviewer, 'mutation { removeStaffPasskey(id: "0") }'),
  },
};

/** Signing staff out, run last: the admin's own session ends with the final one. */
export const staffSignOutOperations: Readonly<Record<string, Classification>> = {
  'Mutation.staffSignOutOtherSessions': {
    kind: 'staff, no personal data',
    call: gql(asReviewer, 'mutation { staffSignOutOtherSessions }'),
  },
  'Mutation.staffSignOutEverywhere': {
    kind: 'staff, no personal data',
    call: gql(asAdmin, 'mutation S($id: ID!) { staffSignOutEverywhere(staffId: $id) }', (world) => ({
      id: world.spare.staffId,
    })),
  },
  'Mutation.staffSignOut': { kind: 'staff, no personal data', call: gql(asAdmin, 'mutation { staffSignOut }') },
};
