import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import { appendAuditEvent } from '../../platform/audit/audit-event.js';
import { notePersonalDataRead } from '../../platform/audit/personal-data-reads.js';
import { selectedPersonalParts } from '../../platform/audit/selected-parts.js';
import { applicationProgressOf } from './application-progress.js';
import { timelineFieldsOf } from './application-timeline.js';
import type { BackOfficeDeps, StaffRole } from './back-office-deps.js';
import { parseQueueQuery, positiveId } from './back-office-input.js';
import { opsQueue } from './back-office-queue.js';
import { applicationNotFound, opsApplication } from './back-office-view.js';
import { assigneeOf } from './case-claims.js';
import { decide, recommend, requestInformation, type ActionOrigin } from './staff-actions.js';
import { staffWorkOf } from './staff-work-view.js';

const originOf = (context: { request: { ip: string; id: string } }): ActionOrigin => ({
  ip: context.request.ip,
  requestId: context.request.id,
});

/** The application id of an action; anything but a database id is "no such application". */
function actionApplicationId(value: unknown): number {
  const applicationId = positiveId(value);
  if (!applicationId) throw applicationNotFound();
  return applicationId;
}

// The view's fields that carry the applicant's personal data, and the part each is noted as (decision 069).
const applicationViewParts: Readonly<Record<string, string>> = {
  applicantName: 'applicantName',
  accountName: 'accountName',
  accountEmail: 'accountEmail',
  ssnMasked: 'ssnMasked',
  answerGroups: 'answers',
  documents: 'documents',
  creditCheck: 'creditReport',
  checks: 'checks',
  atpDecision: 'abilityToPay',
};

/** Every role may read the queue and an application, and reveal an SSN (decision 031). */
export const backOfficeReadRoles: readonly StaffRole[] = ['reviewer', 'approver', 'admin'];

/** Any staff member reaches an action; whether they may take it is the action's own rule (staff-action-rules.ts). */
const staffActionRoles = backOfficeReadRoles;

export function createBackOfficeResolvers(deps: BackOfficeDeps): Resolvers {
  return {
    Query: {
      opsQueue: async (_parent, args, context, info) => {
        // The staff check comes first: a stranger learns nothing, not even which filters are valid.
        const staff = await deps.requireStaff(context, backOfficeReadRoles);
        const page = await opsQueue(deps, parseQueueQuery(args));
        // The list's names are one read of the list, naming each application on it (decision 069).
        const names = selectedPersonalParts(info, ['applicantName'], ['items']);
        if (names.length > 0 && page.items.length > 0) {
          notePersonalDataRead(context.request, staff, { type: 'case_list', id: 'ops_queue' }, [
            ...names,
            ...page.items.map((item) => `application:${item.applicationId}`),
          ]);
        }
        return page;
      },
      opsApplication: async (_parent, args, context, info) => {
        const staff = await deps.requireStaff(context, backOfficeReadRoles);
        const applicationId = actionApplicationId(args.applicationId);
        const view = await opsApplication(deps, applicationId);
        const parts = selectedPersonalParts(info, Object.keys(applicationViewParts));
        if (parts.length > 0) {
          notePersonalDataRead(
            context.request,
            staff,
            { type: 'application', id: String(applicationId) },
            parts.map((field) => applicationViewParts[field] ?? field),
          );
        }
        const files = await deps.documents.filesOf(deps.db, applicationId);
        // Staff read who decided by e-mail; the stored decision keeps the id.
        const emails = await deps.staffEmails(
          deps.db,
          view.decisions.flatMap((row) => (row.actor ? [row.actor] : [])),
        );
        const decisions = view.decisions.map((row) => ({
          ...row,
          actor: row.actor ? (emails.get(row.actor) ?? row.actor) : null,
        }));
        return {
          ...view,
          decisions,
          ...(await staffWorkOf(deps, deps.db, staff, view, files)),
          // Who is working the case (decision 067).
          assignee: await assigneeOf(deps, staff, applicationId, view.status),
          // The case's story, when the page asks for it (decision 068).
          ...(await timelineFieldsOf(deps, { request: context.request, info, staff }, applicationId)),
        };
      },
      myApplicationProgress: async (_parent, _args, context) => {
        const { userId } = await deps.requireApplicant(context);
        return applicationProgressOf(deps, userId);
      },
    },
    Mutation: {
      opsRequestInformation: async (_parent, { applicationId, ...args }, context) => {
        const staff = await deps.requireStaff(context, staffActionRoles);
        return requestInformation(deps, staff, originOf(context), actionApplicationId(applicationId), args);
      },
      opsRecommend: async (_parent, { applicationId, ...args }, context) => {
        const staff = await deps.requireStaff(context, staffActionRoles);
        return recommend(deps, staff, originOf(context), actionApplicationId(applicationId), args);
      },
      opsApprove: async (_parent, { applicationId, ...args }, context) => {
        const staff = await deps.requireStaff(context, staffActionRoles);
        return decide(deps, staff, originOf(context), actionApplicationId(applicationId), 'approve', args);
      },
      opsDecline: async (_parent, { applicationId, ...args }, context) => {
        const staff = await deps.requireStaff(context, staffActionRoles);
        return decide(deps, staff, originOf(context), actionApplicationId(applicationId), 'decline', args);
      },
      opsRevealSsn: async (_parent, args, context) => {
        const staff = await deps.requireStaff(context, backOfficeReadRoles);
        const applicationId = positiveId(args.applicationId);
        if (!applicationId) throw applicationNotFound();
        // The event is written in the reveal's transaction: no SSN leaves unless its reveal is on record.
        return deps.db.transaction(async (tx) => {
          const found = await deps.applications.ssn(tx, applicationId);
          if (!found?.submitted) throw applicationNotFound();
          await appendAuditEvent(tx, {
            occurredAt: deps.now(),
            actor: { type: 'staff', staffId: staff.staffId, email: staff.email },
            action: 'application.ssn_reveal',
            subject: { type: 'application', id: String(applicationId) },
            ip: context.request.ip,
            requestId: context.request.id,
            after: { revealed: found.ssn !== null },
          });
          return found.ssn ?? '';
        });
      },
    },
  };
}
