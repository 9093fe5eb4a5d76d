import type { FormEvent, Ref } from 'react';
import type { CardFitQuizMove, CardFitQuizProgress } from '@waypoint/domain/site/quiz/card-fit-quiz-progress';
import { cardFitQuestions, type CardFitQuestionId } from '@waypoint/domain/site/quiz/card-fit-quiz-questions';
import { untilHydratedAttribute } from '../../lib/islands/island-names';
import { useHasHydrated } from '../../lib/use-has-hydrated';
// The app's radio-card look; the quiz enlarges it in card-fit-quiz.css.
import '../../components/form/form.css';
import '../../components/form/choice-fields.css';

export interface CardFitQuestionProps {
  progress: CardFitQuizProgress;
  onMove(move: CardFitQuizMove): void;
  /** Goes on the question's heading, which takes the focus on each new step. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The name of a question's radios, which is also its group's id. */
export const cardFitGroupId = (questionId: CardFitQuestionId) => `card-fit-${questionId}`;

/**
 * One question of the quiz: its options as large cards (the app's radio-group
 * look, components/form/choice-fields.css), Back and Next. The heading sits
 * in the legend, so the radios are grouped under the question for screen
 * readers, and it carries the "Question 2 of 6" line so focus reads both.
 */
export function CardFitQuestion({ progress, onMove, headingRef }: CardFitQuestionProps) {
  // Prerendered (decision 051): Next waits for the page's code, or the browser would send the form itself.
  const hydrated = useHasHydrated();
  const { stepIndex, answers, missingAnswer } = progress;
  const question = cardFitQuestions[stepIndex];
  if (!question) return null;

  const groupId = cardFitGroupId(question.id);
  const hintId = `${groupId}-hint`;
  const errorId = `${groupId}-error`;
  const isLast = stepIndex === cardFitQuestions.length - 1;
  const next = (event: FormEvent) => {
    event.preventDefault();
    onMove({ type: 'next' });
  };

  return (
    <form noValidate onSubmit={next} className="card-fit-question" aria-label="Card-fit quiz">
      <div className="card-fit-question__progress" aria-hidden="true">
        <span style={{ width: `${((stepIndex + 1) / cardFitQuestions.length) * 100}%` }} />
      </div>
      {/* The error is the group's description: a radio has no invalid state in ARIA 1.2. */}
      <fieldset
        className={`field field--choice card-fit-question__group${missingAnswer ? ' field--error' : ''}`}
        aria-describedby={missingAnswer ? `${hintId} ${errorId}` : hintId}
      >
        <legend className="card-fit-question__legend">
          <h2 ref={headingRef} tabIndex={-1} className="card-fit-question__title">
            <span className="card-fit-question__step">
              Question {stepIndex + 1} of {cardFitQuestions.length}
            </span>{' '}
            {question.prompt}
          </h2>
        </legend>
        <p id={hintId} className="field__hint card-fit-question__hint">
          {question.hint}
        </p>
        {missingAnswer ? (
          <p id={errorId} className="field__error" role="alert">
            <span className="visually-hidden">Error: </span>
            Choose one answer to go on.
          </p>
        ) : null}
        <div className="choice-list">
          {question.options.map((option) => {
            const optionId = `${groupId}-${option.value}`;
            const optionHint = 'hint' in option ? option.hint : undefined;
            return (
              <div key={option.value} className="choice card-fit-question__option">
                <input
                  id={optionId}
                  type="radio"
                  name={groupId}
                  value={option.value}
                  checked={answers[question.id] === option.value}
                  onChange={() => onMove({ type: 'answer', questionId: question.id, value: option.value })}
                  className="choice__input"
                  aria-describedby={optionHint ? `${optionId}-hint` : undefined}
                />
                <label htmlFor={optionId} className="choice__label">
                  {option.label}
                </label>
                {optionHint ? (
                  <p id={`${optionId}-hint`} className="choice__hint">
                    {optionHint}
                  </p>
                ) : null}
              </div>
            );
          })}
        </div>
      </fieldset>
      <div className="card-fit-quiz__actions">
        {stepIndex > 0 ? (
          <button type="button" className="button button--secondary" onClick={() => onMove({ type: 'back' })}>
            Back
          </button>
        ) : null}
        <button
          type="submit"
          className="button button--primary card-fit-quiz__next"
          disabled={!hydrated || undefined}
          {...(hydrated ? {} : { [untilHydratedAttribute]: '' })}
        >
          {isLast ? 'See my result' : 'Next'}
        </button>
      </div>
    </form>
  );
}
