import { GraphQLScalarType, Kind, valueFromASTUntyped } from 'graphql';
import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import { calculateAtpApproval, checkIdentityScore } from './application-checks-service.js';
import type { ApplicationDeps } from './application-deps.js';
import { saveAsApplication, submitApplication, updateStatusByApplicant } from './application-lifecycle-service.js';
import { canApplyAgainFrom } from './applying-again.js';
import { draftOf, recordOf, responseOf, type ApplicationRow } from './draft-codec.js';
import { loadApplication, saveDraft, saveDraftInOneStatement } from './draft-save-service.js';
import { reminderScheduledFor, scheduleRelocationReminder } from './relocation-reminder-service.js';
import { checksOfCurrentAnswers } from './required-checks-service.js';

/** The changed fields of a save, as an object; the domain schema checks every name and value. */
const draftChangesScalar = new GraphQLScalarType({
  name: 'DraftChanges',
  parseValue: (value) => value,
  parseLiteral: (ast, variables) => {
    if (ast.kind !== Kind.OBJECT) throw new TypeError('DraftChanges must be an object');
    return valueFromASTUntyped(ast, variables);
  },
  serialize: (value) => value,
});

export function createApplicationResolvers(deps: ApplicationDeps): Resolvers {
  const cache = async (context: Parameters<ApplicationDeps['requireApplicant']>[0]) => {
    const applicant = await deps.requireApplicant(context);
    const row = await loadApplication(deps, applicant.userId);
    if (!row) return null;
    return responseOf(row, deps, {
      emailVerified: applicant.emailVerified,
      relocationReminderScheduledFor: await reminderScheduledFor(deps.db, row.id),
      canApplyAgainFrom: canApplyAgainFrom(row, deps.now())?.toISOString() ?? null,
      ...(row.status === 'incomplete'
        ? await checksOfCurrentAnswers(deps, row.id, draftOf(row, deps))
        : { checksToRedo: [], checksDone: [] }),
    });
  };
  // The latest application stays the one shown after it closed: the account page offers a new one from it.
  const statusOf = (row: ApplicationRow) => ({
    status: row.status,
    submissionDate: row.submissionDate?.toISOString() ?? null,
    canApplyAgainFrom: canApplyAgainFrom(row, deps.now())?.toISOString() ?? null,
    // The account page's timeline: started, submitted, then decided or canceled.
    startedAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  });

  return {
    DraftChanges: draftChangesScalar,
    Query: {
      getApplicationCache: (_parent, _args, context) => cache(context),
      getApplication: (_parent, _args, context) => cache(context),
      getApplicationStatus: async (_parent, _args, context) => {
        const { userId } = await deps.requireApplicant(context);
        const row = await loadApplication(deps, userId);
        return row ? statusOf(row) : null;
      },
      checkScore: async (_parent, args, context) => {
        const { userId } = await deps.requireApplicant(context);
        return checkIdentityScore(deps, userId, args);
      },
    },
    Mutation: {
      applicationCacheSave: async (_parent, args, context) => {
        // One statement when this server saw the session and the draft lately (decision 092); else as before.
        const guess = deps.sessionWrites.guess(context);
        if (guess) {
          const country = await deps.ipCountry(context.request);
          const saved = await saveDraftInOneStatement(deps, guess, country, args.input, args.expectedVersion);
          if (saved) return saved;
        }
        const applicant = await deps.requireApplicant(context);
        const country = await deps.ipCountry(context.request);
        return saveDraft(deps, applicant, country, args.input, args.expectedVersion, () =>
          deps.creditCheck.answersFor(applicant.userId, context.request),
        );
      },
      applicationSave: async (_parent, _args, context) => {
        const { userId } = await deps.requireApplicant(context);
        return recordOf(await saveAsApplication(deps, userId, context.request.ip));
      },
      applicationSubmit: async (_parent, args, context) => {
        const { userId } = await deps.requireApplicant(context);
        return recordOf(await submitApplication(deps, userId, args.sessionID));
      },
      applicationUpdateStatusUser: async (_parent, args, context) => {
        const { userId } = await deps.requireApplicant(context);
        return statusOf(await updateStatusByApplicant(deps, userId, args.status));
      },
      calculateATPApproval: async (_parent, args, context) => {
        const { userId } = await deps.requireApplicant(context);
        const inputs = {
          income: args.income ?? null,
          accommodationCost: args.accommodationCost ?? null,
          financialCommitments: args.financialCommitments ?? null,
          residenceType: args.residenceType ?? null,
        };
        return calculateAtpApproval(deps, userId, inputs, (error) =>
          context.request.log.warn({ err: error }, 'ATP check failed; counted as approved'),
        );
      },
      scheduleRelocationReminder: async (_parent, _args, context) =>
        scheduleRelocationReminder(deps, await deps.requireApplicant(context)),
    },
  };
}
