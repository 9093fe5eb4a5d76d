import { waitlistCsvPath, type WaitlistStatus } from '@waypoint/domain/waitlist/waitlist';
import { graphql } from '../../../generated/gql';
import type { OpsWaitlistQuery } from '../../../generated/graphql';
import { apiErrorFrom, graphqlRequest } from '../../../lib/api-client';
import { ApiError, NetworkError } from '../../../lib/api-errors';
import { staffHeaders } from '../api/staff-api';
import { fileNameFrom } from '../audit/api/back-office-audit-api';

/** The back office's waitlist (decision 087): the list and the CSV of confirmed addresses, with the staff header. */

export type OpsWaitlistPage = OpsWaitlistQuery['opsWaitlist'];
export type OpsWaitlistEntry = OpsWaitlistPage['items'][number];

export const opsWaitlistDocument = graphql(/* GraphQL */ `
  query OpsWaitlist($status: String, $page: Int, $pageSize: Int) {
    opsWaitlist(status: $status, page: $page, pageSize: $pageSize) {
      items {
        id
        email
        status
        joinedAt
        confirmedAt
        unsubscribedAt
      }
      total
      page
      pageSize
      counts {
        pending
        confirmed
        unsubscribed
      }
    }
  }
`);

export async function fetchOpsWaitlist(
  status: WaitlistStatus | null,
  page: number,
  pageSize: number,
): Promise<OpsWaitlistPage> {
  const data = await graphqlRequest(opsWaitlistDocument, { status, page, pageSize }, { headers: staffHeaders() });
  return data.opsWaitlist;
}

/**
 * The CSV with the server's file name. A link cannot send the staff session header the route
 * requires (the CSRF guard, decision 070), so the page fetches it.
 */
export async function fetchWaitlistCsv(): Promise<{ blob: Blob; fileName: string }> {
  let response: Response;
  try {
    response = await fetch(waitlistCsvPath, { credentials: 'same-origin', headers: staffHeaders() });
  } catch (error) {
    throw new NetworkError(error instanceof TypeError ? 'Network error' : 'Request error', { cause: error });
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw (
      apiErrorFrom(response.status, body) ??
      new ApiError(response.status, `The export failed (${response.status})`, undefined)
    );
  }
  return {
    blob: await response.blob(),
    fileName: fileNameFrom(response.headers.get('content-disposition'), 'waitlist-confirmed.csv'),
  };
}
