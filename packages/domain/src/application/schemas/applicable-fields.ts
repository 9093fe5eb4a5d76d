import type { z } from 'zod';
import { WORK_ADDRESS_METHOD } from '../draft/draft-choices.js';
import { isNo, isYes } from '../draft/draft-conditions.js';
import {
  addressFields,
  clientFields,
  employerAddressFields,
  foreignAddressFields,
  previousEmployerFields,
} from '../draft/draft-field-names.js';
import type { DraftFieldName } from '../draft/draft-fields.js';
import { OTHER_RESIDENCE_STATUS, isOtherChoice } from '../draft/residence-statuses.js';
import type { StepName } from '../steps/step-names.js';
import { requireAnswer } from './field-schemas.js';

/**
 * Which questions apply, decided once (decision 021). A question that depends
 * on another answer is, for the answers so far:
 * - 'asked': the form shows it and the step schema requires it (when it is
 *   a required one);
 * - 'notAsked': an answer rules it out; the form hides it, and the review
 *   cleanup of product-rules#review-cleanup clears the answers it names;
 * - 'undecided': the answer that decides it is not given yet; it is neither
 *   shown nor cleared.
 * Answers may be the form's text ('true', '') or parsed values, as in a draft.
 */
export type Applicability = 'asked' | 'notAsked' | 'undecided';

export type Answers = Readonly<Partial<Record<DraftFieldName, unknown>>>;

/** A step's conditional questions; a field not listed is asked whenever its step is shown. */
export type Questions = Readonly<Partial<Record<DraftFieldName, Applicability>>>;

function decide(asked: boolean, notAsked: boolean): Applicability {
  if (asked) return 'asked';
  return notAsked ? 'notAsked' : 'undecided';
}

function each(fields: readonly DraftFieldName[], applicability: Applicability): Questions {
  return Object.fromEntries(fields.map((field) => [field, applicability]));
}

/** A choice was made, and it is not one of `values`. */
function answeredOtherThan(value: unknown, values: readonly string[]): boolean {
  return typeof value === 'string' && value.trim() !== '' && !values.includes(value);
}

const currentEmployerFields = [
  'employerName',
  'employerWebsite',
  'jobTitle',
  'timeWithEmployer',
  'assignedAtClientLocation',
] as const satisfies readonly DraftFieldName[];

/** PreResidency_Question: how long in the US, unless a citizen or green card holder. */
export function preResidencyQuestions(answers: Answers): Questions {
  return { timeInUS: decide(isNo(answers.permanentResident), isYes(answers.permanentResident)) };
}

/** NonUS_Expat_Relocation: the expected move, unless already in the US. */
export function relocationQuestions(answers: Answers): Questions {
  return { expectedRelocationDate: decide(isNo(answers.inUS), isYes(answers.inUS)) };
}

/** The expat identification steps: free text for an 'Other' status. */
export function residenceQuestions(answers: Answers): Questions {
  const status = answers.residenceStatusUS;
  return {
    residenceStatusUSOther: decide(
      status === OTHER_RESIDENCE_STATUS,
      answeredOtherThan(status, [OTHER_RESIDENCE_STATUS]),
    ),
  };
}

/** NonUS_Expat_Identification: also where an applicant still abroad lives now (inUS is answered a step before). */
export function nonUsIdentificationQuestions(answers: Answers): Questions {
  return {
    ...residenceQuestions(answers),
    ...each(foreignAddressFields, decide(isNo(answers.inUS), isYes(answers.inUS))),
  };
}

/**
 * Employment (all tracks), as product-rules#review-cleanup reads it: the current
 * employer only when employed; the client only when placed at one (only an
 * explicit no rules it out); the first-job question unless retired; the
 * previous employer when this is not the first job, never when retired.
 */
export function employmentQuestions(answers: Answers): Questions {
  const status = answers.employmentStatus;
  const employed = status === 'employed';
  const retired = status === 'retired';
  const noEmployer = retired || status === 'unemployed';
  const firstJob = decide(employed || status === 'unemployed', retired);
  return {
    ...each(currentEmployerFields, decide(employed, noEmployer)),
    ...each(
      clientFields,
      decide(employed && isYes(answers.assignedAtClientLocation), noEmployer || isNo(answers.assignedAtClientLocation)),
    ),
    firstJob,
    ...each(
      previousEmployerFields,
      decide(firstJob === 'asked' && isNo(answers.firstJob), retired || isYes(answers.firstJob)),
    ),
  };
}

/** Financial_Info (all tracks): the housing cost, when paying rent or a mortgage (product-rules#atp-check). */
export function financialInfoQuestions(answers: Answers): Questions {
  const paying = ['rent', 'mortgage'];
  const housing = answers.residenceType;
  return {
    accommodationCost: decide(
      typeof housing === 'string' && paying.includes(housing),
      answeredOtherThan(housing, paying),
    ),
  };
}

/** YP_Financial_Validation: the applicant's own words for leaving bank linking for 'other'. */
export function financialValidationQuestions(answers: Answers): Questions {
  const reason = answers.plaidExitReason;
  return {
    plaidExitReasonOther: decide(isOtherChoice(reason), answeredOtherThan(reason, []) && !isOtherChoice(reason)),
  };
}

/** YP_Employer_Verification: the work e-mail or the workplace address, whichever way was chosen. */
export function employerVerificationQuestions(answers: Answers): Questions {
  const method = answers.employerVerificationMethod;
  const byEmail = method === 'workEmail';
  const byAddress = method === WORK_ADDRESS_METHOD;
  return { workEmail: decide(byEmail, byAddress), ...each(employerAddressFields, decide(byAddress, byEmail)) };
}

/** Shipping_Info (non-US and US): the home address or the workplace address, wherever the card goes. */
export function shippingQuestions(answers: Answers): Questions {
  const home = isYes(answers.shipToHome);
  const work = isNo(answers.shipToHome);
  return { ...each(addressFields, decide(home, work)), ...each(employerAddressFields, decide(work, home)) };
}

const questionsOfStep: Partial<Record<StepName, (answers: Answers) => Questions>> = {
  PreResidency_Question: preResidencyQuestions,
  NonUS_Expat_Relocation: relocationQuestions,
  NonUS_Expat_Identification: nonUsIdentificationQuestions,
  US_Expat_Identification: residenceQuestions,
  NonUS_Expat_Employment: employmentQuestions,
  US_Expat_Employment: employmentQuestions,
  YP_Employment: employmentQuestions,
  NonUS_Expat_Financial_Info: financialInfoQuestions,
  US_Expat_Financial_Info: financialInfoQuestions,
  YP_Financial_Info: financialInfoQuestions,
  YP_Financial_Validation: financialValidationQuestions,
  YP_Employer_Verification: employerVerificationQuestions,
  NonUS_Expat_Shipping_Info: shippingQuestions,
  US_Expat_Shipping_Info: shippingQuestions,
};

/** The conditional questions of `step` for these answers; a step without any has none listed. */
export function applicableFields(step: StepName, answers: Answers): Questions {
  return questionsOfStep[step]?.(answers) ?? {};
}

/** True when `field` is asked: the forms show it, the schemas require it if required. */
export function isAsked(questions: Questions, field: DraftFieldName): boolean {
  return questions[field] === 'asked';
}

/** A step schema's rule: each of `required` that is asked must be answered, in this order (the first is reported first). */
export function requireAskedAnswers(
  context: z.RefinementCtx,
  answers: Readonly<Record<string, unknown>>,
  questions: Questions,
  required: readonly DraftFieldName[],
): void {
  for (const field of required) if (isAsked(questions, field)) requireAnswer(context, answers[field], field);
}
