import { graphql } from '../../../generated/gql';
import type { OpsDailySummaryQuery } from '../../../generated/graphql';
import { graphqlRequest } from '../../../lib/api-client';
import { staffHeaders } from '../api/staff-api';

/** The lead's daily summary (decision 070): counts only, for one UTC day. */
export type DailySummary = OpsDailySummaryQuery['opsDailySummary'];

export const opsDailySummaryDocument = graphql(/* GraphQL */ `
  query OpsDailySummary($day: String) {
    opsDailySummary(day: $day) {
      day
      countedAt
      counts {
        applicationsSubmitted
        approved
        declined
        referred
        informationRequested
        closedIncomplete
        changeRequestsOpened
        changeRequestsDecided
      }
      openCases {
        total
        overdue
        dueSoon
        unassigned
      }
      staff {
        staffId
        email
        openClaims
        actionsTaken
      }
    }
  }
`);

export async function fetchDailySummary(day: string | null): Promise<DailySummary> {
  const data = await graphqlRequest(opsDailySummaryDocument, { day }, { headers: staffHeaders() });
  return data.opsDailySummary;
}
