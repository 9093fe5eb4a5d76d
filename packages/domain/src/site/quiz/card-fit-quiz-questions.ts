/**
 * The card-fit quiz on /quiz: six short questions whose answers map to one of
 * the three application tracks of product-rules#tracks, or to "not yet" / "unavailable".
 * Each hint says why the question is asked (domain notes: explain every
 * question to people new to US credit).
 */
export const cardFitQuestions = [
  {
    id: 'residence',
    prompt: 'Where do you live now?',
    hint: 'The card is for people who live in the US or are moving there.',
    options: [
      { value: 'in_us', label: 'In the US' },
      { value: 'moving_to_us', label: 'Outside the US, and I’m moving to the US' },
      { value: 'staying_abroad', label: 'Outside the US, with no plans to move there' },
    ],
  },
  {
    id: 'ssn',
    prompt: 'Do you have a US Social Security number (SSN)?',
    hint: 'Most applicants need one. New arrivals on a work visa can give it later.',
    options: [
      { value: 'has_ssn', label: 'Yes, I have an SSN' },
      { value: 'no_ssn', label: 'Not yet' },
    ],
  },
  {
    id: 'status',
    prompt: 'What is your US residence status?',
    hint: 'Your status decides which application is right for you.',
    options: [
      { value: 'citizen_or_green_card', label: 'US citizen or green card holder' },
      { value: 'work_visa', label: 'Work visa', hint: 'For example H-1B, L-1, E-2, O-1 or TN' },
      { value: 'study_or_exchange_visa', label: 'Student or exchange visa', hint: 'For example F-1, J-1 or J-2' },
      { value: 'other_status', label: 'Another status, or none yet' },
    ],
  },
  {
    id: 'income',
    prompt: 'Do you have a job, a job offer or another regular income in the US?',
    hint: 'We look at your income and employment, not only at a credit score.',
    options: [
      { value: 'employed', label: 'Yes, I have a job' },
      { value: 'job_offer', label: 'I have a signed US job offer' },
      { value: 'other_income', label: 'I’m retired or have another regular income' },
      { value: 'no_income', label: 'None of these yet' },
    ],
  },
  {
    id: 'creditHistory',
    prompt: 'How much US credit history do you have?',
    hint: 'A thin or empty credit file is fine: it is who the card is made for.',
    options: [
      { value: 'none', label: 'None yet' },
      { value: 'limited', label: 'A little', hint: 'A few accounts, or under two years' },
      { value: 'established', label: 'Two years or more' },
    ],
  },
  {
    id: 'cardUse',
    prompt: 'Where will you use the card most?',
    hint: 'The card is made for everyday spending by people who live in the US.',
    options: [
      { value: 'in_us', label: 'In the US, where I live or will live' },
      { value: 'outside_us', label: 'Mostly outside the US, where I will keep living' },
    ],
  },
] as const;

type CardFitQuestion = (typeof cardFitQuestions)[number];
export type CardFitQuestionId = CardFitQuestion['id'];

/** One answer per question, typed by question: `answers.status` can only be a status option. */
export type CardFitAnswers = {
  [Question in CardFitQuestion as Question['id']]: Question['options'][number]['value'];
};

/** Answers given so far, while the quiz is in progress. */
export type PartialCardFitAnswers = Partial<CardFitAnswers>;

export function isCompleteCardFitAnswers(answers: PartialCardFitAnswers): answers is CardFitAnswers {
  return cardFitQuestions.every((question) => answers[question.id] !== undefined);
}
