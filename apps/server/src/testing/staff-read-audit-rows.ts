import type { StaffMember } from './staff-actions-test-kit.js';
import { graphqlCall, type Answer } from './staff-read-audit-kit.js';
import type { TestApp } from './test-app.js';

/**
 * The shape of the staff read audit table (decision 069) and the helpers its rows share. The rows
 * live by area (staff-read-audit-*.ts) and staff-read-audit-table.ts joins them.
 */

/** What the test seeded: distinctive personal data, and the subjects it lives on. */
export interface World {
  app: TestApp;
  reviewer: StaffMember;
  approver: StaffMember;
  admin: StaffMember;
  /** A staff account the admin signs out everywhere. */
  spare: StaffMember;
  /** Applicant's last name and e-mail: personal data no "no personal data" answer may hold. */
  personalValues: string[];
  lastName: string;
  applicationId: number;
  /** An application the approver declines. */
  declinedId: number;
  changeRequestId: number;
  /** A second change request, which the approver declines. */
  otherChangeRequestId: number;
  proofFileId: number;
  /** Filled in as the calls go: the document and letter ids the application view lists. */
  documentUrl?: string;
  letterUrl?: string;
  noticeUrl?: string;
}

export type Classification =
  | { kind: 'not a staff operation' }
  | { kind: 'staff, no personal data'; call: (world: World) => Promise<Answer> }
  | {
      kind: 'staff, returns personal data';
      call: (world: World) => Promise<Answer>;
      subject: (world: World) => { type: string; id: string };
      /** A part the read must name. */
      part: (world: World) => string;
      /** Whether the answer is text that shows the seeded name (a PDF's or an image's bytes may not). */
      showsName: boolean;
    }
  | { kind: 'staff, personal data audited by its own event'; action: string; call: (world: World) => Promise<Answer> };

/** An application's current version, for the actions that must name it. */
export const version = async (world: World, applicationId: number) => {
  const { rows } = await world.app.database.sql.executeSql('select version from applications where id = $1', [
    applicationId,
  ]);
  return (rows as { version: number }[])[0]?.version ?? 0;
};

/** A GraphQL call as one of the seeded staff members. */
export const gql =
  (
    who: (world: World) => StaffMember,
    query: string,
    variables: (world: World) => Record<string, unknown> = () => ({}),
  ) =>
  (world: World) =>
    graphqlCall(who(world).browser, query, variables(world));

export const asReviewer = (world: World) => world.reviewer;
export const asApprover = (world: World) => world.approver;
export const asAdmin = (world: World) => world.admin;
