import { openApplicationStatuses } from '@waypoint/domain/application/application-status';
import { formatAprBps } from '@waypoint/domain/credit-report/offer-terms';
import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import type { CreditReportDeps } from './credit-report-deps.js';
import { getCreditCheck, retryCreditCheck } from './hard-pull-service.js';
import { rememberPrequalification } from './prequalification-carry-over.js';
import { prequalifyApplicant } from './prequalification-service.js';

const isOpenApplicationStatus = (status: string) => (openApplicationStatuses as readonly string[]).includes(status);
const percent = (bps: number) => Number(formatAprBps(bps).replace('%', ''));

export function createCreditReportResolvers(deps: CreditReportDeps): Resolvers {
  return {
    Query: {
      getCreditCheck: async (_parent, _args, context) => getCreditCheck(deps, await deps.requireUserId(context)),
    },
    Mutation: {
      prequalify: async (_parent, args, context) => {
        const userId = await deps.currentUserId(context);
        const application = userId ? await deps.applicationOf(userId) : null;
        // A canceled or declined application leaves room for a new one the answers may start (decision 032).
        const hasApplication = application !== null && isOpenApplicationStatus(application.status);
        const answer = await prequalifyApplicant(deps, args.input, args.recaptchaToken, {
          ip: context.request.ip,
          userId,
          hasApplication,
        });
        if (!userId && answer.answersCarryOver) rememberPrequalification(context.reply, answer.id);
        const { result } = answer;
        return {
          outcome: result.outcome,
          aprLow: result.aprRange ? percent(result.aprRange.lowBps) : null,
          aprHigh: result.aprRange ? percent(result.aprRange.highBps) : null,
          indicativeLimit: result.indicativeLimit,
          reasons: answer.notice.reasons,
          identityConfirmationNeeded: result.identityConfirmationNeeded,
          bureau: answer.bureau,
          answersCarryOver: answer.answersCarryOver,
          creditReportUsed: answer.notice.creditReportUsed,
          creditScore: answer.notice.creditScore,
        };
      },
      retryCreditCheck: async (_parent, _args, context) => retryCreditCheck(deps, await deps.requireUserId(context)),
    },
  };
}
