import { describe, expect, it } from 'vitest';
import {
  finishedCardFitAnswers,
  initialCardFitQuizProgress,
  isOnCardFitResult,
  moveCardFitQuiz,
  type CardFitQuizMove,
  type CardFitQuizProgress,
} from './card-fit-quiz-progress.js';
import { cardFitQuestions } from './card-fit-quiz-questions.js';

const play = (moves: CardFitQuizMove[], from: CardFitQuizProgress = initialCardFitQuizProgress) =>
  moves.reduce(moveCardFitQuiz, from);

// The first option of every question, answered and confirmed in turn.
const answerAllWithFirstOption: CardFitQuizMove[] = cardFitQuestions.flatMap((question) => [
  { type: 'answer', questionId: question.id, value: question.options[0].value },
  { type: 'next' },
]);

describe('moveCardFitQuiz', () => {
  it('Next without an answer stays and flags the missing answer', () => {
    expect(play([{ type: 'next' }])).toEqual({ stepIndex: 0, answers: {}, missingAnswer: true });
  });

  it('answering clears the flag; Next moves on', () => {
    const progress = play([
      { type: 'next' },
      { type: 'answer', questionId: 'residence', value: 'in_us' },
      { type: 'next' },
    ]);
    expect(progress).toEqual({ stepIndex: 1, answers: { residence: 'in_us' }, missingAnswer: false });
  });

  it('ignores a value that is not an option of the question', () => {
    expect(play([{ type: 'answer', questionId: 'residence', value: 'mars' }])).toBe(initialCardFitQuizProgress);
  });

  it('Back keeps every answer and stops at the first question', () => {
    const answered = play(answerAllWithFirstOption);
    const back = play([{ type: 'back' }, { type: 'back' }], answered);
    expect(back.stepIndex).toBe(cardFitQuestions.length - 2);
    expect(back.answers).toEqual(answered.answers);
    expect(play([{ type: 'back' }]).stepIndex).toBe(0);
  });

  it('after the last question shows the result with complete answers', () => {
    const done = play(answerAllWithFirstOption);
    expect(isOnCardFitResult(done)).toBe(true);
    expect(finishedCardFitAnswers(done)).toEqual(
      Object.fromEntries(cardFitQuestions.map((question) => [question.id, question.options[0].value])),
    );
    expect(play([{ type: 'next' }], done)).toBe(done);
  });

  it('has no finished answers while a question is open', () => {
    expect(finishedCardFitAnswers(play(answerAllWithFirstOption.slice(0, 2)))).toBeNull();
  });

  it('Start over forgets everything', () => {
    expect(play([...answerAllWithFirstOption, { type: 'startOver' }])).toEqual(initialCardFitQuizProgress);
  });
});
