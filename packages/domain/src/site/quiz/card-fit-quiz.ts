import { SSN_DUE_DAYS_AFTER_ACTIVATION } from '../../constants.js';
import type { CardFitAnswers } from './card-fit-quiz-questions.js';

/** The three tracks of product-rules#tracks as good fits, plus the two ways the quiz says "not now". */
export const cardFitOutcomes = [
  'good_fit_non_us',
  'good_fit_us',
  'good_fit_young_professional',
  'not_yet',
  'unavailable',
] as const;
export type CardFitOutcome = (typeof cardFitOutcomes)[number];

export interface CardFitResult {
  outcome: CardFitOutcome;
  /** Why, in plain words, one sentence each: shown as a list under the result. */
  reasons: readonly string[];
  /** What to do now. */
  nextStep: string;
}

export function isGoodFit(outcome: CardFitOutcome): boolean {
  return outcome.startsWith('good_fit_');
}

// The wording of the footer statements (product-rules#footer-statements), so the quiz never promises more than the product does.
const activationInsideUs = 'The card can only be activated from inside the US.';
const limitedHistoryConsidered = 'Limited US credit history is fine: we consider applicants who are new to US credit.';
const workVisaAssessedOnIncome =
  'As a recent arrival on a work visa, you are assessed on your income and employment history instead of your credit history.';
const ssnLaterForWorkVisa = `You can apply without an SSN: new arrivals on a work visa give it within ${SSN_DUE_DAYS_AFTER_ACTIVATION} days of activating the card.`;
const draftSaves = 'Start your application: it is saved as you go, so you can finish it later.';

/** Reasons the card cannot be offered to this person at all. */
function unavailableReasons(answers: CardFitAnswers): string[] {
  const reasons: string[] = [];
  if (answers.residence === 'staying_abroad') {
    reasons.push('The card is for people who live in the US or are moving there.');
  }
  if (answers.cardUse === 'outside_us') {
    reasons.push('The card is made for everyday spending by people who live in the US.');
  }
  return reasons.length > 0 ? [...reasons, activationInsideUs] : [];
}

/** Reasons this person should wait before applying; each says what would change the answer. */
function notYetReasons(answers: CardFitAnswers): string[] {
  const reasons: string[] = [];
  if (answers.income === 'no_income') {
    reasons.push(
      'We decide on your income and employment rather than a credit score, so we need a job, a signed US job offer or a regular income to look at.',
    );
  }
  if (answers.ssn === 'no_ssn' && answers.status !== 'work_visa') {
    reasons.push(
      'An SSN is required to apply. Only new arrivals on a work visa may give theirs after the card is activated.',
    );
  }
  return reasons;
}

/** The reasons shared by every good fit, on SSN, visa and credit history. */
function goodFitDetails(answers: CardFitAnswers): string[] {
  const details: string[] = [];
  if (answers.ssn === 'no_ssn') details.push(ssnLaterForWorkVisa);
  if (answers.status === 'work_visa') details.push(workVisaAssessedOnIncome);
  else if (answers.creditHistory !== 'established') details.push(limitedHistoryConsidered);
  return details;
}

/**
 * The quiz's answer, checked in order: cannot be offered, then should wait,
 * then the track the application engine (product-rules#pre-residency) would put this person on:
 * non-US relocation if moving, young professional for citizens and green card
 * holders (permanentResident), otherwise the US expat track.
 */
export function cardFitResult(answers: CardFitAnswers): CardFitResult {
  const unavailable = unavailableReasons(answers);
  if (unavailable.length > 0) {
    return {
      outcome: 'unavailable',
      reasons: unavailable,
      nextStep: 'If your plans change and you move to the US, take the quiz again.',
    };
  }

  const notYet = notYetReasons(answers);
  if (notYet.length > 0) {
    return {
      outcome: 'not_yet',
      reasons: notYet,
      nextStep: 'Come back when that changes. If you are moving to the US, you can apply before you move.',
    };
  }

  if (answers.residence === 'moving_to_us') {
    return {
      outcome: 'good_fit_non_us',
      reasons: [
        'You can apply before you move, through our application for people relocating to the US.',
        ...goodFitDetails(answers),
        `${activationInsideUs} You activate it once you have arrived.`,
      ],
      nextStep: draftSaves,
    };
  }

  if (answers.status === 'citizen_or_green_card') {
    return {
      outcome: 'good_fit_young_professional',
      reasons: [
        'As a US citizen or green card holder, you apply through our application for young professionals.',
        ...goodFitDetails(answers),
      ],
      nextStep: draftSaves,
    };
  }

  return {
    outcome: 'good_fit_us',
    reasons: [
      'You already live in the US, so you apply through our application for visa holders living here.',
      ...goodFitDetails(answers),
    ],
    nextStep: draftSaves,
  };
}
