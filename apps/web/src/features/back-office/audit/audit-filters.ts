import type { AuditFilter } from './api/back-office-audit-api';

/** The filters as the page's address holds them: plain text, dates as yyyy-mm-dd (UTC days). */
export interface AuditFilterFields {
  actor: string;
  action: string;
  subjectType: string;
  subjectId: string;
  from: string;
  to: string;
}

export const auditFilterNames: readonly (keyof AuditFilterFields)[] = [
  'actor',
  'action',
  'subjectType',
  'subjectId',
  'from',
  'to',
];

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const dayMs = 24 * 60 * 60 * 1000;

export function filterFieldsFrom(params: URLSearchParams): AuditFilterFields {
  const read = (name: keyof AuditFilterFields) => params.get(name)?.trim() ?? '';
  const day = (name: 'from' | 'to') => (dayPattern.test(read(name)) ? read(name) : '');
  return {
    actor: read('actor'),
    action: read('action'),
    subjectType: read('subjectType'),
    subjectId: read('subjectId'),
    from: day('from'),
    to: day('to'),
  };
}

export function paramsFrom(fields: AuditFilterFields): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of auditFilterNames) {
    const value = fields[name].trim();
    if (value) params.set(name, value);
  }
  return params;
}

/**
 * The search's filter: a "from" day starts at its midnight UTC, a "to" day
 * is included whole (the search's `to` is exclusive, so the next midnight),
 * the UTC days the Reg B clock counts.
 */
export function searchFilterOf(fields: AuditFilterFields): AuditFilter {
  const filter: AuditFilter = {};
  if (fields.actor) filter.actor = fields.actor;
  if (fields.action) filter.action = fields.action;
  if (fields.subjectType) filter.subjectType = fields.subjectType;
  if (fields.subjectId) filter.subjectId = fields.subjectId;
  if (fields.from) filter.from = `${fields.from}T00:00:00.000Z`;
  if (fields.to) filter.to = new Date(Date.parse(`${fields.to}T00:00:00.000Z`) + dayMs).toISOString();
  return filter;
}
