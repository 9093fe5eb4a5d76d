import { answerLabels, combinedAnswerLabels } from '@waypoint/domain/application/answers/answer-labels';
import {
  cardDestinationLabels,
  employmentStatusLabels,
  labelOf,
  residenceTypeLabels,
  tenureLabels,
} from '@waypoint/domain/application/answers/choice-labels';
import { stepTitles } from '@waypoint/domain/application/answers/step-titles';
import type { StepName, Track } from '@waypoint/domain/application/steps/step-names';
import { formatDay } from '../../../lib/dates';
import type { ApplicationCache } from '../api/application-cache';
import { isMaskedValue } from '../state/draft-answers';

export interface ReviewRow {
  label: string;
  value: string;
}

export interface ReviewGroup {
  /** The step whose answers these are; its edit link opens it on top of review. */
  step: StepName;
  title: string;
  rows: ReviewRow[];
}

type Draft = Readonly<ApplicationCache>;

const yesNo = (value: boolean | null | undefined) => (value === true ? 'Yes' : value === false ? 'No' : '');
const dollars = (value: number | null | undefined, per: string) =>
  typeof value === 'number' ? `$${value.toLocaleString('en-US')} ${per}` : '';
const maskedOrNone = (value: string | null | undefined) =>
  value ? (isMaskedValue(value) ? value : `ending ${value.slice(-4)}`) : '';

function addressLine(parts: (string | null | undefined)[], cityStateZip: (string | null | undefined)[]): string {
  const [city, state, zip] = cityStateZip;
  const last = city ? `${city}, ${state ?? ''} ${zip ?? ''}`.trim() : '';
  return [...parts, last].filter((part) => part && part !== '').join(', ');
}

/** Rows with nothing to show are left out: a question that did not apply has no answer. */
const rows = (...list: ReviewRow[]) => list.filter((row) => row.value !== '');

function relocationRows(draft: Draft): ReviewRow[] {
  return rows(
    { label: answerLabels.inUS.shown, value: yesNo(draft.inUS) },
    { label: answerLabels.expectedRelocationDate.shown, value: formatDay(draft.expectedRelocationDate) },
  );
}

function identityRows(draft: Draft): ReviewRow[] {
  const status =
    draft.residenceStatusUS === 'Other'
      ? `Other: ${draft.residenceStatusUSOther ?? ''}`
      : (draft.residenceStatusUS ?? '');
  return rows(
    { label: answerLabels.dob.shown, value: formatDay(draft.dob) },
    { label: answerLabels.ssn.shown, value: maskedOrNone(draft.ssn) },
    { label: answerLabels.identificationNo.shown, value: maskedOrNone(draft.identificationNo) },
    { label: answerLabels.residenceStatusUS.shown, value: status },
    {
      label: answerLabels.numberOfDependents.shown,
      value: draft.numberOfDependents == null ? '' : String(draft.numberOfDependents),
    },
    {
      label: combinedAnswerLabels.usAddress,
      value: addressLine([draft.street, draft.street2], [draft.city, draft.state, draft.zip]),
    },
    { label: answerLabels.mobilePhone.shown, value: draft.mobilePhone ?? '' },
    {
      label: answerLabels.smsConsent.shown,
      value: draft.mobilePhone ? (draft.smsConsent ? 'Yes, SMS Terms accepted' : 'No') : '',
    },
    {
      label: combinedAnswerLabels.addressAbroad,
      value: [draft.foreignStreet, draft.foreignCity, draft.foreignPostalCode, draft.foreignCountry]
        .filter((part) => part && part !== '')
        .join(', '),
    },
  );
}

function employmentRows(draft: Draft): ReviewRow[] {
  return rows(
    { label: answerLabels.employmentStatus.shown, value: labelOf(employmentStatusLabels, draft.employmentStatus) },
    { label: answerLabels.employerName.shown, value: draft.employerName ?? '' },
    { label: answerLabels.employerWebsite.shown, value: draft.employerWebsite ?? '' },
    { label: answerLabels.jobTitle.shown, value: draft.jobTitle ?? '' },
    { label: answerLabels.timeWithEmployer.shown, value: labelOf(tenureLabels, draft.timeWithEmployer) },
    { label: answerLabels.assignedAtClientLocation.shown, value: yesNo(draft.assignedAtClientLocation) },
    { label: answerLabels.clientName.shown, value: draft.clientName ?? '' },
    { label: answerLabels.clientWebsite.shown, value: draft.clientWebsite ?? '' },
    { label: answerLabels.firstJob.shown, value: yesNo(draft.firstJob) },
    { label: answerLabels.prevEmployerName.shown, value: draft.prevEmployerName ?? '' },
    { label: answerLabels.prevEmployerCountry.shown, value: draft.prevEmployerCountry ?? '' },
    { label: answerLabels.prevJobTitle.shown, value: draft.prevJobTitle ?? '' },
    {
      label: answerLabels.timeWithPreviousEmployer.shown,
      value: labelOf(tenureLabels, draft.timeWithPreviousEmployer),
    },
  );
}

function financeRows(draft: Draft): ReviewRow[] {
  return rows(
    { label: answerLabels.income.shown, value: dollars(draft.income, 'a year') },
    { label: answerLabels.residenceType.shown, value: labelOf(residenceTypeLabels, draft.residenceType) },
    { label: answerLabels.accommodationCost.shown, value: dollars(draft.accommodationCost, 'a month') },
    { label: answerLabels.financialCommitments.shown, value: dollars(draft.financialCommitments, 'a month') },
  );
}

/** The workplace address the card may be sent to. */
export function workplaceAddress(draft: Draft): string {
  return addressLine(
    [draft.employerAddress, draft.employerAddress2],
    [draft.employerCity, draft.employerState, draft.employerZipCode],
  );
}

function shippingRows(draft: Draft): ReviewRow[] {
  const work = addressLine(
    [draft.employerAddress, draft.employerAddress2],
    [draft.employerCity, draft.employerState, draft.employerZipCode],
  );
  return rows(
    {
      label: answerLabels.shipToHome.shown,
      value:
        draft.shipToHome === false
          ? cardDestinationLabels.workplace
          : draft.shipToHome
            ? cardDestinationLabels.home
            : '',
    },
    { label: combinedAnswerLabels.workplaceAddress, value: draft.shipToHome === false ? work : '' },
    {
      label: combinedAnswerLabels.homeAddress,
      value:
        draft.shipToHome === true
          ? addressLine([draft.street, draft.street2], [draft.city, draft.state, draft.zip])
          : '',
    },
  );
}

const trackPrefix = { nonUsExpat: 'NonUS_Expat', usExpat: 'US_Expat', youngProfessional: 'YP' } as const;

/** Every answer, grouped by the step that asked it, in the track's order. */
export function reviewGroups(track: Exclude<Track, 'entry'>, draft: Draft): ReviewGroup[] {
  const prefix = trackPrefix[track];
  const group = (step: StepName, build: (draft: Draft) => ReviewRow[]): ReviewGroup => ({
    step,
    title: stepTitles[step],
    rows: build(draft),
  });
  const groups: ReviewGroup[] = [];
  if (track === 'nonUsExpat') groups.push(group('NonUS_Expat_Relocation', relocationRows));
  groups.push(
    group(`${prefix}_Identification` as StepName, identityRows),
    group(`${prefix}_Employment` as StepName, employmentRows),
    group(`${prefix}_Financial_Info` as StepName, financeRows),
  );
  if (track !== 'youngProfessional') groups.push(group(`${prefix}_Shipping_Info` as StepName, shippingRows));
  return groups;
}
