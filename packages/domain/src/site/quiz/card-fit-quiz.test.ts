import { describe, expect, it } from 'vitest';
import type { CardFitAnswers } from './card-fit-quiz-questions.js';
import { cardFitResult, type CardFitOutcome } from './card-fit-quiz.js';

// A visa holder already living and working in the US: each row changes only what its rule is about.
const inUsOnWorkVisa: CardFitAnswers = {
  residence: 'in_us',
  ssn: 'has_ssn',
  status: 'work_visa',
  income: 'employed',
  creditHistory: 'none',
  cardUse: 'in_us',
};

describe('cardFitResult (product-rules#footer-statements tracks and footer statements)', () => {
  it.each([
    [
      'living abroad with no plan to move: unavailable',
      { residence: 'staying_abroad' },
      'unavailable',
      'live in the US or are moving there',
    ],
    [
      'spending mostly outside the US: unavailable',
      { cardUse: 'outside_us' },
      'unavailable',
      'everyday spending by people who live in the US',
    ],
    [
      'unavailable says activation is only inside the US',
      { residence: 'staying_abroad' },
      'unavailable',
      'only be activated from inside the US',
    ],
    [
      'unavailable wins over not yet',
      { residence: 'staying_abroad', income: 'no_income' },
      'unavailable',
      'live in the US',
    ],
    [
      'no job, job offer or income: not yet',
      { income: 'no_income' },
      'not_yet',
      'we need a job, a signed US job offer or a regular income',
    ],
    [
      'no SSN without a work visa: not yet',
      { ssn: 'no_ssn', status: 'study_or_exchange_visa' },
      'not_yet',
      'An SSN is required',
    ],
    [
      'moving to the US: apply before the move',
      { residence: 'moving_to_us' },
      'good_fit_non_us',
      'apply before you move',
    ],
    [
      'moving: activated once arrived',
      { residence: 'moving_to_us' },
      'good_fit_non_us',
      'You activate it once you have arrived',
    ],
    [
      'a signed job offer is enough income',
      { residence: 'moving_to_us', income: 'job_offer' },
      'good_fit_non_us',
      'apply before you move',
    ],
    [
      'work visa without SSN: SSN within 60 days of activation',
      { residence: 'moving_to_us', ssn: 'no_ssn' },
      'good_fit_non_us',
      'within 60 days of activating the card',
    ],
    [
      'work visa: assessed on income and employment',
      {},
      'good_fit_us',
      'income and employment history instead of your credit history',
    ],
    ['already in the US on a visa: US expat track', {}, 'good_fit_us', 'You already live in the US'],
    [
      'citizen or green card holder: young professional track',
      { status: 'citizen_or_green_card' },
      'good_fit_young_professional',
      'young professionals',
    ],
    [
      'limited credit history is considered',
      { status: 'citizen_or_green_card', creditHistory: 'limited' },
      'good_fit_young_professional',
      'Limited US credit history is fine',
    ],
    [
      'retired with a regular income still fits',
      { status: 'citizen_or_green_card', income: 'other_income' },
      'good_fit_young_professional',
      'young professionals',
    ],
  ] as [string, Partial<CardFitAnswers>, CardFitOutcome, string][])('%s', (_rule, change, outcome, reasonText) => {
    const result = cardFitResult({ ...inUsOnWorkVisa, ...change });
    expect(result.outcome).toBe(outcome);
    expect(result.reasons.join(' ')).toContain(reasonText);
  });

  it('lists every reason to wait, not only the first', () => {
    const result = cardFitResult({ ...inUsOnWorkVisa, income: 'no_income', ssn: 'no_ssn', status: 'other_status' });
    expect(result.reasons).toHaveLength(2);
  });

  it('does not mention a late SSN to someone who has one', () => {
    expect(cardFitResult(inUsOnWorkVisa).reasons.join(' ')).not.toContain('without an SSN');
  });

  it('does not call an established credit history limited', () => {
    const result = cardFitResult({ ...inUsOnWorkVisa, status: 'citizen_or_green_card', creditHistory: 'established' });
    expect(result.reasons.join(' ')).not.toContain('Limited');
  });
});
