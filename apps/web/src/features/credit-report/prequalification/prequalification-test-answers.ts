import { likelyApprovedAnswer } from '../../../testing/sandbox-credit-answers';
import type { Prequalification } from './api/prequalify';

const noOffer = { aprLow: null, aprHigh: null, indicativeLimit: null };

/** "Not likely now" on a score of 560 with five key factors, the fifth the number of inquiries (FCRA 609(f)(1)(C)). */
export const lowScoreAnswer: Prequalification = {
  ...likelyApprovedAnswer,
  ...noOffer,
  outcome: 'notLikelyNow',
  reasons: [{ code: 'lowScore', text: 'Your credit score is 560. This card needs a score of 580 or higher.' }],
  creditReportUsed: true,
  creditScore: {
    value: 560,
    model: 'FICO Score 8',
    rangeLow: 300,
    rangeHigh: 850,
    scoredOn: '2026-11-25',
    keyFactors: [
      'Proportion of balances to credit limits is too high',
      'Too many accounts with balances',
      'Length of time accounts have been established',
      'Too many accounts opened in the last 12 months',
      'Too many inquiries last 12 months',
    ],
  },
};

/** "Not likely now" on the answers alone: no bureau was asked. */
export const unaffordableAnswer: Prequalification = {
  ...likelyApprovedAnswer,
  ...noOffer,
  outcome: 'notLikelyNow',
  reasons: [
    {
      code: 'debtToIncomeTooHigh',
      text: 'Your housing cost of $1,500 a month takes 90% of your income (about $1,667 a month). For this card it can take at most 50%.',
    },
  ],
  creditReportUsed: false,
  creditScore: null,
};
