import type { Ref } from 'react';
import { Link, type To } from 'react-router';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { cardFitResult, isGoodFit, type CardFitOutcome } from '@waypoint/domain/site/quiz/card-fit-quiz';
import type { CardFitAnswers } from '@waypoint/domain/site/quiz/card-fit-quiz-questions';

export interface CardFitResultViewProps {
  answers: CardFitAnswers;
  referralCode?: string | undefined;
  onStartOver(): void;
  headingRef?: Ref<HTMLHeadingElement>;
}

const headlines: Record<CardFitOutcome, string> = {
  good_fit_non_us: 'Good news: you can apply before you move',
  good_fit_us: 'Good news: the card is a fit for you',
  good_fit_young_professional: 'Good news: the card is a fit for you',
  not_yet: 'Not yet, but here is what would change that',
  unavailable: 'The card isn’t available for you',
};

/** Sign-up keeps the invite code from ?code= (register-variables.ts), so the referrer still gets the credit. */
function signUpLink(referralCode: string | undefined): To {
  const code = referralCode?.trim();
  if (!code) return sitePaths.signUp;
  return { pathname: sitePaths.signUp, search: `?${new URLSearchParams({ code }).toString()}` };
}

function NextStepLink({ outcome, referralCode }: { outcome: CardFitOutcome; referralCode: string | undefined }) {
  if (isGoodFit(outcome)) {
    return (
      <Link to={signUpLink(referralCode)} className="button button--primary">
        Start your application
      </Link>
    );
  }
  if (outcome === 'unavailable') {
    return (
      <Link to={sitePaths.unavailable} className="button button--primary">
        Where the card is available
      </Link>
    );
  }
  return (
    <Link to={sitePaths.faq} className="button button--primary">
      Read the FAQ
    </Link>
  );
}

/** The quiz's answer: a headline, the reasons in plain words, and what to do next. */
export function CardFitResultView({ answers, referralCode, onStartOver, headingRef }: CardFitResultViewProps) {
  const { outcome, reasons, nextStep } = cardFitResult(answers);
  const tone = isGoodFit(outcome) ? 'good-fit' : 'not-now';
  return (
    <div className={`card-fit-result card-fit-result--${tone}`}>
      <h2 ref={headingRef} tabIndex={-1} className="card-fit-result__title">
        {headlines[outcome]}
      </h2>
      <h3 className="card-fit-result__subtitle">Why we say this</h3>
      <ul className="card-fit-result__reasons">
        {reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      <p className="card-fit-result__next">{nextStep}</p>
      <div className="card-fit-quiz__actions">
        <NextStepLink outcome={outcome} referralCode={referralCode} />
        <button type="button" className="button button--secondary" onClick={onStartOver}>
          Start over
        </button>
      </div>
    </div>
  );
}
