import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  initialCardFitQuizProgress,
  moveCardFitQuiz,
  type CardFitQuizMove,
  type CardFitQuizProgress,
} from '@waypoint/domain/site/quiz/card-fit-quiz-progress';
import type { CardFitAnswers } from '@waypoint/domain/site/quiz/card-fit-quiz-questions';
import { CardFitQuiz, CardFitQuizView } from './card-fit-quiz';

// The web tests run without a DOM (vitest `environment: 'node'`), so a flow is played through
// the quiz's own reducer, the one CardFitQuiz uses, and each screen it reaches is rendered.
const play = (moves: CardFitQuizMove[]) => moves.reduce(moveCardFitQuiz, initialCardFitQuizProgress);
const answerAll = (answers: CardFitAnswers): CardFitQuizMove[] =>
  Object.entries(answers).flatMap(([questionId, value]) => [
    { type: 'answer', questionId, value } as CardFitQuizMove,
    { type: 'next' } as CardFitQuizMove,
  ]);
const render = (progress: CardFitQuizProgress, referralCode?: string) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <CardFitQuizView progress={progress} onMove={() => undefined} referralCode={referralCode} />
    </MemoryRouter>,
  );

/** The target of the link with exactly this text; the router adds attributes in its own order. */
const hrefOf = (html: string, text: string) => new RegExp(`<a [^>]*href="([^"]*)"[^>]*>${text}</a>`).exec(html)?.[1];

const movingOnWorkVisa: CardFitAnswers = {
  residence: 'moving_to_us',
  ssn: 'no_ssn',
  status: 'work_visa',
  income: 'job_offer',
  creditHistory: 'none',
  cardUse: 'in_us',
};

describe('CardFitQuiz', () => {
  it('opens on question 1 with a way home, the heading able to take focus, and no Back', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <CardFitQuiz />
      </MemoryRouter>,
    );
    expect(hrefOf(html, '<span aria-hidden="true">←</span>Back to Waypoint home')).toBe('/');
    expect(html).toMatch(/<h2 tabindex="-1"[^>]*><span[^>]*>Question 1 of 6<\/span> Where do you live now\?<\/h2>/);
    expect(html).toContain('type="radio"');
    expect(html).not.toContain('>Back<');
  });

  it('asks for an answer when Next is pressed without one', () => {
    const html = render(play([{ type: 'next' }]));
    expect(html).toContain('Choose one answer to go on.');
    // The group, not each radio, carries the error: read once as the group is entered.
    const describedBy = /<fieldset[^>]*aria-describedby="([^"]*)"/.exec(html)?.[1] ?? '';
    const errorId = /<p id="([^"]*)" class="field__error"/.exec(html)?.[1];
    expect(errorId).toBeDefined();
    expect(describedBy.split(' ')).toContain(errorId);
  });

  it('Back returns to the previous question with its answer still chosen', () => {
    const html = render(
      play([
        { type: 'answer', questionId: 'residence', value: 'moving_to_us' },
        { type: 'next' },
        { type: 'answer', questionId: 'ssn', value: 'no_ssn' },
        { type: 'next' },
        { type: 'back' },
      ]),
    );
    expect(html).toContain('Question 2 of 6');
    expect(html).toMatch(/<input id="card-fit-ssn-no_ssn" type="radio"[^>]*checked=""/);
    expect(html).not.toMatch(/<input id="card-fit-ssn-has_ssn"[^>]*checked=""/);
    expect(html).toContain('>Back<');
  });

  it('moving on a work visa without an SSN: apply before the move, SSN within 60 days, with the invite code kept', () => {
    const html = render(play(answerAll(movingOnWorkVisa)), 'FRIEND 1');
    expect(html).toContain('Good news: you can apply before you move');
    expect(html).toContain('within 60 days of activating the card');
    expect(html).toContain('only be activated from inside the US');
    expect(hrefOf(html, 'Start your application')).toBe('/user/signup?code=FRIEND+1');
    expect(html).toContain('>Start over<');
  });

  it('a good fit without an invite code links to plain sign-up', () => {
    const html = render(
      play(answerAll({ ...movingOnWorkVisa, residence: 'in_us', status: 'citizen_or_green_card', ssn: 'has_ssn' })),
    );
    expect(html).toContain('young professionals');
    expect(hrefOf(html, 'Start your application')).toBe('/user/signup');
  });

  it('no income and no job offer: not yet, with why and what to do, and no application link', () => {
    const html = render(play(answerAll({ ...movingOnWorkVisa, income: 'no_income' })));
    expect(html).toContain('Not yet, but here is what would change that');
    expect(html).toContain('we need a job, a signed US job offer or a regular income');
    expect(html).toContain('Come back when that changes.');
    expect(html).not.toContain('Start your application');
  });

  it('not moving to the US: unavailable, linking to the unavailable page', () => {
    const html = render(play(answerAll({ ...movingOnWorkVisa, residence: 'staying_abroad' })));
    expect(html).toContain('The card isn’t available for you');
    expect(hrefOf(html, 'Where the card is available')).toBe('/unavailable');
    expect(html).not.toContain('/user/signup');
  });
});
