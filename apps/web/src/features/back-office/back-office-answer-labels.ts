import { documentTypes } from '@waypoint/domain/application/documents/document-types';
import type { DraftFieldName } from '@waypoint/domain/application/draft/draft-fields';
import { shownLabel } from '../../lib/answer-labels';
import { documentLabel, noticeOfIncompletenessLabels } from './back-office-labels';

const tenure: Readonly<Record<string, string>> = {
  lessThanOneYear: 'Less than 1 year',
  oneToTwoYears: '1 to 2 years',
  moreThanTwoYears: 'More than 2 years',
};

/** Stored choice values in words, per field; a value not listed shows as stored. */
const answerValueLabels: Readonly<Partial<Record<DraftFieldName, Readonly<Record<string, string>>>>> = {
  timeInUS: { notInUS: 'Not in the US yet', ...tenure },
  timeWithEmployer: tenure,
  timeWithPreviousEmployer: tenure,
  employmentStatus: { employed: 'Employed', unemployed: 'Not working at the moment', retired: 'Retired' },
  residenceType: {
    rent: 'Rents',
    mortgage: 'Owns, with a mortgage',
    ownOutright: 'Owns, without a mortgage',
    family: 'Lives with family',
    employerProvided: 'Housing from the employer',
    other: 'Something else',
  },
  employerVerificationMethod: { workEmail: 'Work e-mail', workAddress: 'Work address' },
  // The server writes a flag as Yes or No; this one reads as where the card goes, as on the review.
  shipToHome: { Yes: 'My home', No: 'My workplace' },
  IDDocType: Object.fromEntries(documentTypes.map((type) => [type, documentLabel(type)])),
  noiCodes: noticeOfIncompletenessLabels,
};

const dollarFields: ReadonlySet<string> = new Set(['income', 'accommodationCost', 'financialCommitments']);

/**
 * What staff read for a stored answer: the catalogue's label (lib/answer-labels), the one the applicant's
 * review shows. The server names a field by splitting its name ("Sentilink approval", "Atpapproval"); a
 * field not in the catalogue keeps that label.
 */
export function answerLabel(field: string, serverLabel: string): string {
  return shownLabel(field, serverLabel);
}

/** A stored list (the notice codes, the notices sent) in words: its texts, or its items' `reason`s. */
function listInWords(value: string, words: Readonly<Record<string, string>> | undefined): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  const items = parsed.map((item: unknown) =>
    typeof item === 'string'
      ? (words?.[item] ?? item)
      : typeof item === 'object' && item !== null && 'reason' in item && typeof item.reason === 'string'
        ? item.reason
        : JSON.stringify(item),
  );
  if (items.length === 0) return 'None';
  return parsed.every((item) => typeof item === 'string') ? items.join(', ') : items.join(' ');
}

export function answerValue(field: string, value: string | null): string {
  if (value === null || value === '') return '—';
  const words = (answerValueLabels as Readonly<Record<string, Readonly<Record<string, string>>>>)[field];
  if (value.startsWith('[')) return listInWords(value, words) ?? value;
  if (dollarFields.has(field) && /^\d+$/.test(value)) return `$${Number(value).toLocaleString('en-US')}`;
  // Staff know the steps by their names; the underscores only make them hard to read.
  if (field === 'stepName') return value.replaceAll('_', ' ');
  return words?.[value] ?? value;
}
