import { useEffect, useReducer, useRef, type Ref } from 'react';
import { Link } from 'react-router';
import { PRODUCT } from '@waypoint/domain/product';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import {
  finishedCardFitAnswers,
  initialCardFitQuizProgress,
  moveCardFitQuiz,
  type CardFitQuizMove,
  type CardFitQuizProgress,
} from '@waypoint/domain/site/quiz/card-fit-quiz-progress';
import { cardFitQuestions } from '@waypoint/domain/site/quiz/card-fit-quiz-questions';
import { valueOnScreen } from '../../lib/value-on-screen';
import { CardFitQuestion, cardFitGroupId } from './card-fit-question';
import { CardFitResultView } from './card-fit-result';
import './card-fit-quiz.css';

export interface CardFitQuizProps {
  /** An invite code from /quiz/:code, passed on to sign-up so the referral is kept. */
  referralCode?: string;
}

export interface CardFitQuizViewProps extends CardFitQuizProps {
  progress: CardFitQuizProgress;
  onMove(move: CardFitQuizMove): void;
  stepHeadingRef?: Ref<HTMLHeadingElement>;
}

/**
 * What the quiz shows for a given progress; stateless, so each screen can be rendered on its own.
 * The page around it owns the h1 and intro; each question and the result is an h2 below it.
 */
export function CardFitQuizView({ progress, onMove, stepHeadingRef, referralCode }: CardFitQuizViewProps) {
  const finished = finishedCardFitAnswers(progress);
  return (
    <div className="card-fit-quiz">
      {/* Quiz pages have no site header (product-rules#site-chrome), so this is the way back. */}
      <Link to={sitePaths.home} className="card-fit-quiz__home">
        <span aria-hidden="true">←</span>Back to {PRODUCT.name} home
      </Link>
      <div className="card-fit-quiz__panel">
        {finished ? (
          <CardFitResultView
            answers={finished}
            referralCode={referralCode}
            onStartOver={() => onMove({ type: 'startOver' })}
            headingRef={stepHeadingRef}
          />
        ) : (
          <CardFitQuestion progress={progress} onMove={onMove} headingRef={stepHeadingRef} />
        )}
      </div>
    </div>
  );
}

/** The card-fit quiz of /quiz and /quiz/:code: one question per screen, then the result. */
export function CardFitQuiz({ referralCode }: CardFitQuizProps) {
  const [progress, move] = useReducer(moveCardFitQuiz, initialCardFitQuizProgress);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const shownStepIndex = useRef(progress.stepIndex);

  // Each new screen replaces the last in place, so focus goes to its heading for screen readers and
  // keyboards. Compared with the step last shown, not "after the first render", because React's
  // strict mode runs effects twice on mount and the page itself has only just loaded.
  useEffect(() => {
    if (shownStepIndex.current === progress.stepIndex) return;
    shownStepIndex.current = progress.stepIndex;
    stepHeading.current?.focus();
  }, [progress.stepIndex]);

  // A choice made on the prerendered page before its code ran is on screen but not in `progress`:
  // take it, so Next goes on with what the visitor sees.
  useEffect(() => {
    const first = cardFitQuestions[initialCardFitQuizProgress.stepIndex];
    if (!first) return;
    const chosen = valueOnScreen(cardFitGroupId(first.id));
    if (chosen !== null) move({ type: 'answer', questionId: first.id, value: chosen });
  }, []);

  return <CardFitQuizView progress={progress} onMove={move} stepHeadingRef={stepHeading} referralCode={referralCode} />;
}
