import { graphql } from '../../../../generated/gql';
import type { AuditEventFilter, OpsAuditEventsQuery } from '../../../../generated/graphql';
import { apiErrorFrom, graphqlRequest } from '../../../../lib/api-client';
import { ApiError, NetworkError } from '../../../../lib/api-errors';
import { staffHeaders } from '../../api/staff-api';

/**
 * The audit log's staff side (decisions 028 and 070): a page of the search,
 * and the CSV export fetched with the staff session header.
 */

export type AuditPage = OpsAuditEventsQuery['auditEvents'];
export type AuditEventItem = AuditPage['events'][number];
export type AuditFilter = AuditEventFilter;

export const auditPageSize = 50;

export const opsAuditEventsDocument = graphql(/* GraphQL */ `
  query OpsAuditEvents($filter: AuditEventFilter, $after: String, $first: Int) {
    auditEvents(filter: $filter, after: $after, first: $first) {
      events {
        id
        occurredAt
        actorType
        actorId
        actorEmail
        action
        subjectType
        subjectId
        ip
        before
        after
      }
      nextCursor
    }
  }
`);

export async function fetchAuditEvents(filter: AuditFilter, after: string | null): Promise<AuditPage> {
  const data = await graphqlRequest(
    opsAuditEventsDocument,
    { filter, after, first: auditPageSize },
    { headers: staffHeaders() },
  );
  return data.auditEvents;
}

export const auditCsvUrl = '/api/v1/ops/audit.csv';

/** The export's address for a filter: the same fields as the search, as a query string. */
export function auditCsvAddress(filter: AuditFilter): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) {
    if (typeof value === 'string' && value !== '') query.set(name, value);
  }
  const text = query.toString();
  return text ? `${auditCsvUrl}?${text}` : auditCsvUrl;
}

/** The server's file name from `content-disposition: attachment; filename="…"`, or a fallback. */
export function fileNameFrom(disposition: string | null, fallback = 'audit-events.csv'): string {
  const name = /filename="([^"]+)"/.exec(disposition ?? '')?.[1];
  // Only a plain file name: never a path a browser might be asked to honour.
  return name && /^[\w.-]+$/.test(name) ? name : fallback;
}

/**
 * The CSV for a filter, with the server's file name. A link cannot send the
 * staff session header the export requires (it is the CSRF guard, decision
 * 070), so the page fetches it; a refusal (too many rows, a session ended)
 * arrives as an ApiError with the server's own words.
 */
export async function fetchAuditCsv(filter: AuditFilter): Promise<{ blob: Blob; fileName: string }> {
  let response: Response;
  try {
    response = await fetch(auditCsvAddress(filter), { credentials: 'same-origin', headers: staffHeaders() });
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
  return { blob: await response.blob(), fileName: fileNameFrom(response.headers.get('content-disposition')) };
}
