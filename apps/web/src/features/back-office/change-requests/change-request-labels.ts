import {
  changeRequestFieldLabels,
  changeRequestFieldsOf,
  changeRequestFileTypeLabels,
  changeRequestKindLabels,
  isChangeRequestFileType,
  isChangeRequestKind,
} from '@waypoint/domain/change-requests/change-request-kinds';
import { formatUsAddress } from '@waypoint/domain/change-requests/change-request-submission';
import { formatDay } from '../../../lib/dates';
import type { ReviewableStatus } from './api/back-office-change-requests-api';

/** A change request's status in the back office's words (decision 036). */
export const changeRequestStatusLabels: Readonly<Record<ReviewableStatus, string>> = {
  submitted: 'Waiting for a decision',
  approved: 'Approved',
  declined: 'Declined',
  cancelled: 'Cancelled by the applicant',
};

export const statusLabel = (status: string): string =>
  Object.hasOwn(changeRequestStatusLabels, status) ? changeRequestStatusLabels[status as ReviewableStatus] : status;

/** The kinds asked for, in words: "Name, Home address". An unknown code shows as it came. */
export const kindsInWords = (codes: readonly string[]): string =>
  codes.map((code) => (isChangeRequestKind(code) ? changeRequestKindLabels[code] : code)).join(', ');

export const fileTypeLabel = (fileType: string | null): string =>
  isChangeRequestFileType(fileType) ? changeRequestFileTypeLabels[fileType] : 'Other document';

export const fieldLabel = (fieldName: string): string => changeRequestFieldLabels[fieldName] ?? fieldName;

/**
 * The submitted values of one kind, in the form's order, as label and value;
 * a value the server has that the kind does not name is left out.
 */
export function requestedValues(
  kind: string,
  data: readonly { fieldName: string; fieldValue: string }[],
): { field: string; label: string; value: string }[] {
  if (!isChangeRequestKind(kind)) return [];
  const values = new Map(data.map((pair) => [pair.fieldName, pair.fieldValue]));
  return changeRequestFieldsOf[kind].map((field) => ({
    field,
    label: fieldLabel(field),
    value: values.get(field) ?? '',
  }));
}

/** One kind's requested values in one line, as the account would show them: "Rosa Costa", "1 Elm St, Salem, OR 97301". */
export function requestedInWords(kind: string, data: readonly { fieldName: string; fieldValue: string }[]): string {
  const value = (field: string) => data.find((pair) => pair.fieldName === field)?.fieldValue ?? '';
  if (kind === 'name') {
    return [value('firstName'), value('middleName'), value('lastName')].filter((part) => part !== '').join(' ');
  }
  if (kind === 'address') {
    return formatUsAddress({
      street: value('street'),
      street2: value('street2'),
      city: value('city'),
      state: value('state'),
      zip: value('zip'),
    });
  }
  if (kind === 'scra') return `active duty from ${formatDay(value('activeDutyStartDate'))}`;
  return '';
}
