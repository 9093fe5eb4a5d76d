import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { unsupportedDeclineReasons, unsupportedReasonMessage } from '@waypoint/domain/decisions/decline-reason-support';
import {
  informationRequestDeadlineDays,
  noticesOfIntentFor,
  type NoticeOfIncompletenessCode,
} from '@waypoint/domain/decisions/notice-of-incompleteness';
import {
  approveInputSchema,
  declineInputSchema,
  recommendInputSchema,
  requestInformationInputSchema,
} from '@waypoint/domain/decisions/staff-action-input';
import { checkStaffAction, type PolicyOutcome, type StaffAction } from '@waypoint/domain/decisions/staff-action-rules';
import type { Db } from '../../db/database.js';
import { AppError, badUserInput } from '../../graphql/app-error.js';
import type { OpsActionResult } from '../../graphql/generated/resolvers-types.js';
import {
  runStaffAction,
  type ActionOrigin,
  type StaffActionEffect,
  type StaffSubjectKind,
} from '../../platform/staff-actions/staff-action-pipeline.js';
import type { BackOfficeDeps } from './back-office-deps.js';
import type { StaffCaller } from './back-office-types.js';
import { applicationNotFound } from './back-office-view.js';
import { scheduleInformationRequestJobs } from './information-request-jobs.js';
import { informationRequestMail } from './information-request-mail.js';
import { insertInformationRequest, insertRecommendation, recommendationsOf } from './staff-work-repository.js';

export type { ActionOrigin } from '../../platform/staff-actions/staff-action-pipeline.js';

export const staffActionErrors = {
  changed: () =>
    new AppError(
      'APPLICATION_CHANGED',
      'This application changed since you opened it. Reload it to see what changed, then act again.',
      409,
    ),
  decided: () => new AppError('ALREADY_DECIDED', 'This application already has a final decision.', 409),
  canceled: () => new AppError('APPLICATION_CANCELED', 'The applicant canceled this application.', 409),
  roleNotAllowed: () =>
    new AppError('STAFF_FORBIDDEN', 'Only an approver or an admin can approve or decline an application.', 403),
  fourEyes: () =>
    new AppError(
      'FOUR_EYES',
      'You recommended on this application, so another approver or admin must make the decision.',
      403,
    ),
};

/** GraphQL sends an omitted optional argument as null; the shared schemas know only absent. */
const withoutNulls = (input: unknown) =>
  typeof input === 'object' && input !== null
    ? Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null))
    : input;

function parsed<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(withoutNulls(input));
  if (!result.success) throw badUserInput(result.error.issues);
  return result.data;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 24 * 60 * 60 * 1000);

type LockedApplication = NonNullable<Awaited<ReturnType<BackOfficeDeps['applications']['lockForStaffAction']>>>;

/** What an action records on the application besides its new version. */
interface ApplicationChange {
  close?: 'approved' | 'declined';
  noticesOfIntent?: ReturnType<typeof noticesOfIntentFor>;
}

/**
 * An application as the subject of a staff action (decision 032): a
 * submitted one, locked; a canceled one takes no action; every action gives
 * it a new version, and a final decision closes it.
 */
function applicationSubject(deps: BackOfficeDeps): StaffSubjectKind<LockedApplication, ApplicationChange> {
  return {
    auditType: 'application',
    lock: async (tx, applicationId) => {
      const application = await deps.applications.lockForStaffAction(tx, applicationId);
      return application?.submittedAt ? application : null;
    },
    auditId: (application) => String(application.id),
    notFound: applicationNotFound,
    closedRefusal: (application) => (application.status === 'canceled' ? staffActionErrors.canceled() : null),
    staleView: staffActionErrors.changed,
    write: (tx, application, change, { now }) =>
      deps.applications.recordStaffAction(tx, application.id, {
        now,
        ...(change.close ? { close: change.close } : {}),
        ...(change.noticesOfIntent ? { noticesOfIntent: change.noticesOfIntent } : {}),
      }),
  };
}

/**
 * The staff-action rules (staff-action-rules.ts): the role for the action,
 * four eyes over a recommendation, no second final decision. Read under the
 * application's lock, with the policy's latest suggestion.
 */
function applicationRule(deps: BackOfficeDeps, action: StaffAction) {
  return async (tx: Db, application: LockedApplication, caller: StaffCaller) => {
    const recommendations = await recommendationsOf(tx, application.id);
    const policy = await deps.decisions.latestPolicyDecision(tx, application.id);
    const verdict = checkStaffAction({
      action,
      role: caller.role,
      staffId: caller.staffId,
      recommendedBy: recommendations.map((row) => row.staffId),
      policyOutcome: (policy?.outcome as PolicyOutcome | undefined) ?? null,
      finalDecisionMade: application.status !== 'submitted',
    });
    if (verdict.allowed) return null;
    if (verdict.refusal === 'ALREADY_DECIDED') return staffActionErrors.decided();
    if (verdict.refusal === 'FOUR_EYES') return staffActionErrors.fourEyes();
    return staffActionErrors.roleNotAllowed();
  };
}

/** Every staff action on an application runs through the one staff-action pipeline (decision 066). */
async function actOnApplication(
  deps: BackOfficeDeps,
  caller: StaffCaller,
  origin: ActionOrigin,
  request: { applicationId: number; expectedVersion: number; action: StaffAction },
  effect: (
    tx: Db,
    context: { applicationId: number; userId: string; now: Date },
  ) => Promise<StaffActionEffect<ApplicationChange>>,
): Promise<OpsActionResult> {
  const { subject, written } = await runStaffAction(
    { db: deps.db, now: () => deps.now(), caller, origin, subjectId: request.applicationId },
    applicationSubject(deps),
    {
      name: request.action,
      expectedVersion: request.expectedVersion,
      ruleRefusal: applicationRule(deps, request.action),
      effect: (tx, application, { now }) =>
        effect(tx, { applicationId: application.id, userId: application.userId, now }),
    },
  );
  return { applicationId: subject.id, version: written.version, status: written.status };
}

export function requestInformation(
  deps: BackOfficeDeps,
  caller: StaffCaller,
  origin: ActionOrigin,
  applicationId: number,
  args: unknown,
): Promise<OpsActionResult> {
  const input = parsed(requestInformationInputSchema, args);
  const notices = noticesOfIntentFor(input.codes as NoticeOfIncompletenessCode[]);
  return actOnApplication(
    deps,
    caller,
    origin,
    { applicationId, expectedVersion: input.expectedVersion, action: 'requestInformation' },
    async (tx, { userId, now }) => {
      const deadline = isoDay(addDays(now, informationRequestDeadlineDays));
      const informationRequestId = randomUUID();
      const codes = notices.map((notice) => notice.code as NoticeOfIncompletenessCode);
      await insertInformationRequest(tx, {
        id: informationRequestId,
        applicationId,
        staffId: caller.staffId,
        codes: notices.map((notice) => notice.code),
        note: input.note ?? null,
        deadline,
        requestedAt: now,
      });
      // The notice of incompleteness is kept as a letter and e-mailed in its words; its reminders and
      // deadline are queued (enqueue, below), all only if the request commits (product-rules#reg-b-clocks).
      const letter = await deps.letters.issue(tx, {
        kind: 'informationRequest',
        applicationId,
        informationRequestId,
        requestedOn: isoDay(now),
        deadline,
        codes,
        now,
      });
      const account = (await deps.accounts(tx, [userId])).get(userId);
      const recipient = await deps.noticeRecipientOf(tx, applicationId);
      const mail =
        account && letter
          ? informationRequestMail(account.email, {
              firstName: account.firstName,
              notice: letter.notice,
              accountUrl: new URL('/account', deps.publicUrl).toString(),
            })
          : null;
      return {
        change: { noticesOfIntent: notices },
        audit: {
          action: 'application.information_requested',
          before: null,
          after: { codes: notices.map((notice) => notice.code), deadline, note: input.note ?? null },
        },
        enqueue: async (queue) => {
          // Reg B 1002.9(c)(2) asks for the notice in writing: by post after an e-sign withdrawal or a
          // bounce (decision 089), the kept letter itself.
          if (mail && letter && account) {
            await deps.deliverRequiredNotice(queue, {
              userId,
              key: `information-request:${informationRequestId}`,
              kind: 'information-requested',
              mail,
              recipientName: recipient?.fullName || `${account.firstName} ${account.lastName}`,
              postalAddress: recipient?.address ?? null,
              letter: async () => {
                const kept = await deps.letters.pdf(queue, applicationId, letter.id);
                if (!kept) throw new Error(`the notice of incompleteness ${letter.id} was not kept`);
                return { title: letter.notice.title, pdf: kept.pdf };
              },
            });
          }
          await scheduleInformationRequestJobs(queue, { id: informationRequestId, deadline });
        },
      };
    },
  );
}

export function recommend(
  deps: BackOfficeDeps,
  caller: StaffCaller,
  origin: ActionOrigin,
  applicationId: number,
  args: unknown,
): Promise<OpsActionResult> {
  const input = parsed(recommendInputSchema, args);
  return actOnApplication(
    deps,
    caller,
    origin,
    { applicationId, expectedVersion: input.expectedVersion, action: 'recommend' },
    async (tx, { now }) => {
      const creditLimit = input.outcome === 'approve' ? input.creditLimit : null;
      const reasons = input.outcome === 'decline' ? input.reasonCodes : [];
      await insertRecommendation(tx, {
        id: randomUUID(),
        applicationId,
        staffId: caller.staffId,
        outcome: input.outcome,
        creditLimit,
        reasons,
        note: input.note ?? null,
        createdAt: now,
      });
      return {
        change: {},
        audit: {
          action: 'application.recommendation',
          before: null,
          after: { recommendation: input.outcome, creditLimit, reasons, note: input.note ?? null },
        },
      };
    },
  );
}

/** Approve or decline: the staff decision, its notice queued, the application closed, all in one transaction. */
export function decide(
  deps: BackOfficeDeps,
  caller: StaffCaller,
  origin: ActionOrigin,
  applicationId: number,
  outcome: 'approve' | 'decline',
  args: unknown,
): Promise<OpsActionResult> {
  const input =
    outcome === 'approve'
      ? { ...parsed(approveInputSchema, args), reasonCodes: [] as string[] }
      : { ...parsed(declineInputSchema, args), creditLimit: null };
  return actOnApplication(
    deps,
    caller,
    origin,
    { applicationId, expectedVersion: input.expectedVersion, action: outcome },
    async (tx, { now, userId }) => {
      const policy = await deps.decisions.latestPolicyDecision(tx, applicationId);
      // A decline's reasons must be facts the recorded checks produced (product-rules#notices, Reg B 1002.9(b)(2)).
      const unsupported =
        outcome === 'decline'
          ? unsupportedDeclineReasons(input.reasonCodes, await deps.decisions.currentInputs(tx, applicationId))
          : [];
      if (unsupported[0] !== undefined)
        throw new AppError('REASON_NOT_SUPPORTED', unsupportedReasonMessage(unsupported[0]), 422);
      const decision = await deps.decisions.recordStaffDecision(tx, {
        applicationId,
        staffId: caller.staffId,
        outcome,
        reasons: input.reasonCodes,
        creditLimit: input.creditLimit,
        now,
      });
      return {
        change: { close: outcome === 'approve' ? 'approved' : 'declined' },
        audit: {
          action: 'decision.staff',
          before: { policySuggestion: policy?.outcome ?? null, policyReasons: policy?.reasons ?? [] },
          after: {
            outcome,
            creditLimit: decision.creditLimit,
            reasons: decision.reasons,
            sequence: decision.sequence,
            note: input.note ?? null,
            // Reg Z 1026.51: the ability-to-pay assessment of the line is kept with the decision.
            ...(decision.lineAssessment ? { abilityToPay: decision.lineAssessment } : {}),
          },
        },
        enqueue: async (queue) => {
          await deps.queueDecisionNotice(queue, { applicationId, decisionId: decision.id });
          // An approval issues the card (decision 037), only if the approval commits.
          if (outcome === 'approve' && decision.creditLimit !== null) {
            await deps.queueCardIssue(queue, {
              applicationId,
              userId,
              creditLimitCents: decision.creditLimit * 100,
              // The account keeps the approval's APR, which the issuer charges interest at (decision 079).
              aprBps: decision.aprBps,
            });
          }
        },
      };
    },
  );
}
