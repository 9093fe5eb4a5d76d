import type { GraphQLResolveInfo } from 'graphql';
import { AppError } from '../../graphql/app-error.js';
import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import type { GraphqlContext } from '../../graphql/graphql-context.js';
import { notePersonalDataRead } from '../../platform/audit/personal-data-reads.js';
import { selectedPersonalParts } from '../../platform/audit/selected-parts.js';
import { myLimitRequests, requestCreditLimitIncrease } from './credit-limit-requests.js';
import { decideLimitRequest, limitReadRoles, opsLimitRequestPage, opsLimitRequestView } from './credit-limit-review.js';
import type { CreditLineIncreasesDeps } from './credit-line-increases-deps.js';

// The view's fields that carry the cardholder's personal data (decision 069).
const viewPersonalFields = [
  'holderName',
  'holderEmail',
  'annualIncome',
  'monthlyHousingCost',
  'financialCommitments',
  'ageYears',
];

function noteViewRead(
  context: GraphqlContext,
  info: GraphQLResolveInfo,
  staff: { staffId: string; email: string },
  id: number,
): void {
  const parts = selectedPersonalParts(info, viewPersonalFields);
  if (parts.length > 0)
    notePersonalDataRead(context.request, staff, { type: 'credit_limit_request', id: String(id) }, parts);
}

/** The cardholder's limit increase requests and the back office's review of them (decision 084). */
export function createCreditLineIncreasesResolvers(deps: CreditLineIncreasesDeps): Resolvers {
  return {
    Query: {
      myCreditLimitIncreaseRequests: async (_parent, _args, context) => {
        const { userId } = await deps.requireUser(context);
        return myLimitRequests(deps, userId);
      },
      opsCreditLimitRequests: async (_parent, args, context, info) => {
        const staff = await deps.requireStaff(context, limitReadRoles);
        const page = await opsLimitRequestPage(deps, args);
        // The list's names are one read of the list, naming each request on it (decision 069).
        const names = selectedPersonalParts(info, ['holderName'], ['items']);
        if (names.length > 0 && page.items.length > 0) {
          notePersonalDataRead(context.request, staff, { type: 'case_list', id: 'ops_credit_limit_requests' }, [
            ...names,
            ...page.items.map((item) => `credit_limit_request:${item.id}`),
          ]);
        }
        return page;
      },
      opsCreditLimitRequest: async (_parent, { id }, context, info) => {
        const staff = await deps.requireStaff(context, limitReadRoles);
        const view = await opsLimitRequestView(deps, staff, id);
        noteViewRead(context, info, staff, id);
        return view;
      },
    },
    Mutation: {
      requestCreditLimitIncrease: async (_parent, args, context) => {
        const { userId } = await deps.requireUser(context);
        return requestCreditLimitIncrease(deps, context, userId, {
          annualIncome: args.annualIncome,
          monthlyHousingCost: args.monthlyHousingCost,
          requestedLimit: args.requestedLimit ?? null,
        });
      },
      opsDecideCreditLimitRequest: async (_parent, args, context, info) => {
        const staff = await deps.requireStaff(context, limitReadRoles);
        const origin = { ip: context.request.ip, requestId: context.request.id };
        const note = args.note ?? null;
        const decision =
          args.outcome === 'approve'
            ? { outcome: 'approve' as const, approvedLimit: args.approvedLimit, note }
            : args.outcome === 'decline'
              ? { outcome: 'decline' as const, reasons: args.reasons, note }
              : null;
        if (!decision)
          throw new AppError('BAD_USER_INPUT', 'outcome: approve or decline.', 400, [
            { field: 'outcome', message: 'Choose approve or decline' },
          ]);
        await decideLimitRequest(deps, staff, origin, { id: args.id, version: args.version }, decision);
        const view = await opsLimitRequestView(deps, staff, args.id);
        noteViewRead(context, info, staff, args.id);
        return view;
      },
    },
  };
}
