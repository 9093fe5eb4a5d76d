import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import { notePersonalDataRead } from '../../platform/audit/personal-data-reads.js';
import { parseCaseQuery } from './back-office-case-input.js';
import { opsCases } from './back-office-cases.js';
import type { BackOfficeDeps } from './back-office-deps.js';
import { positiveId } from './back-office-input.js';
import { backOfficeReadRoles } from './back-office-resolvers.js';
import { applicationNotFound } from './back-office-view.js';
import { claimCase, releaseCase } from './case-claims.js';

const originOf = (context: { request: { ip: string; id: string } }) => ({
  ip: context.request.ip,
  requestId: context.request.id,
});

function caseId(value: unknown): number {
  const applicationId = positiveId(value);
  if (!applicationId) throw applicationNotFound();
  return applicationId;
}

/** The case search and claims (decision 067): every staff role; the view's assignee comes with opsApplication. */
export function createBackOfficeCaseResolvers(deps: BackOfficeDeps): Resolvers {
  return {
    Query: {
      opsCases: async (_parent, args, context) => {
        // The staff check comes first: a stranger learns nothing, not even which filters are valid.
        const staff = await deps.requireStaff(context, backOfficeReadRoles);
        const page = await opsCases(deps, staff, parseCaseQuery(args));
        if (page.items.length > 0) {
          // The list shows names and e-mails: one read per request, naming every application listed.
          notePersonalDataRead(context.request, staff, { type: 'case_list', id: 'ops_cases' }, [
            'applicantName',
            'accountEmail',
            ...page.items.map((item) => `application:${item.applicationId}`),
          ]);
        }
        return page;
      },
    },
    Mutation: {
      opsClaimCase: async (_parent, args, context) => {
        const staff = await deps.requireStaff(context, backOfficeReadRoles);
        return claimCase(deps, staff, originOf(context), caseId(args.applicationId));
      },
      opsReleaseCase: async (_parent, args, context) => {
        const staff = await deps.requireStaff(context, backOfficeReadRoles);
        return releaseCase(deps, staff, originOf(context), caseId(args.applicationId));
      },
    },
  };
}
