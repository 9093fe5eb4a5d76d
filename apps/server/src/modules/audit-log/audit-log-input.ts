import { parseBody } from '../../http/form-body.js';
import {
  auditFilterSchema,
  auditPagingSchema,
  type AuditFilter,
  type AuditPaging,
} from '../../platform/audit/audit-search.js';

/** GraphQL sends an unset input field as null; the schema knows only absent. */
function withoutNulls(input: object | null | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input ?? {}).filter((entry) => entry[1] !== null && entry[1] !== undefined));
}

/** A search's filter from GraphQL arguments or a query string; refused with BAD_USER_INPUT per field. */
export function parseAuditFilter(input: object | null | undefined): AuditFilter {
  return parseBody(auditFilterSchema, withoutNulls(input));
}

export function parseAuditPaging(input: { after?: string | null; first?: number | null }): AuditPaging {
  return parseBody(auditPagingSchema, withoutNulls(input));
}
