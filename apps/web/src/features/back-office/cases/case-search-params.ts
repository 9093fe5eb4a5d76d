import type { CaseFilter } from '../api/back-office-cases-api';
import { trackLabels } from '../back-office-labels';
import { caseAssignmentFilterLabels, caseDecisionFilterLabels, caseStatusFilterLabels } from './case-search-labels';

/**
 * The case search lives in the address (decision 067): q, status, track,
 * decision, from, to, assignment and page, so the back button and a shared
 * link keep it. A value the back office does not offer is dropped, not sent.
 */
export const caseParamNames = ['q', 'status', 'track', 'decision', 'from', 'to', 'assignment', 'page'] as const;
export type CaseParamName = (typeof caseParamNames)[number];

/** As the server allows (back-office-case-input.ts): longer text is refused there, so it is cut here. */
export const caseTextMax = 100;

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

const known = (labels: Readonly<Record<string, string>>, value: string | null) =>
  value && Object.hasOwn(labels, value) ? value : undefined;

const dayOrNothing = (value: string | null) =>
  value && isoDay.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : undefined;

export interface CaseSearch {
  filter: CaseFilter;
  page: number;
}

/** A page number from the address: a whole number from 1, anything else is the first page. */
function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

export function caseSearchFrom(params: URLSearchParams): CaseSearch {
  const text = params.get('q')?.trim().slice(0, caseTextMax);
  const from = dayOrNothing(params.get('from'));
  const to = dayOrNothing(params.get('to'));
  const filter: CaseFilter = {
    ...(text ? { text } : {}),
    ...(known(caseStatusFilterLabels, params.get('status')) ? { status: params.get('status') } : {}),
    ...(known(trackLabels, params.get('track')) ? { track: params.get('track') } : {}),
    ...(known(caseDecisionFilterLabels, params.get('decision')) ? { decision: params.get('decision') } : {}),
    ...(from ? { submittedFrom: from } : {}),
    // A last day before the first is refused by the server; the address keeps only a range that makes sense.
    ...(to && (!from || from <= to) ? { submittedTo: to } : {}),
    ...(known(caseAssignmentFilterLabels, params.get('assignment')) ? { assignment: params.get('assignment') } : {}),
  };
  return { filter, page: pageFrom(params.get('page')) };
}

/** The address after one change: an emptied value leaves the address, and any change but the page's goes back to page 1. */
export function withCaseParam(params: URLSearchParams, name: CaseParamName, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(name, value);
  else next.delete(name);
  if (name !== 'page') next.delete('page');
  return next;
}
