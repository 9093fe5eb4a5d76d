import type { ApplicantStage } from './api/my-application-progress';

const steps = ['Submitted', 'In review', 'Decision'] as const;

/** Which of the three steps a stage is at: a request for information is part of the review. */
function stepOf(stage: ApplicantStage): number {
  if (stage === 'submitted') return 0;
  if (stage === 'inReview' || stage === 'informationRequested') return 1;
  return 2;
}

/**
 * Submitted → In review → Decision, the current step marked for screen
 * readers too; a final decision is both the current and a finished step.
 */
export function ProgressSteps({ stage }: { stage: ApplicantStage }) {
  const current = stepOf(stage);
  const decided = current === steps.length - 1;
  return (
    <ol className="progress-steps" aria-label="Application progress">
      {steps.map((label, index) => {
        const done = index < current || (decided && index === current);
        const state = done ? 'done' : index === current ? 'current' : 'upcoming';
        return (
          <li
            key={label}
            className={`progress-steps__step progress-steps__step--${state}`}
            aria-current={index === current ? 'step' : undefined}
          >
            <span className="progress-steps__marker" aria-hidden="true">
              {done ? '✓' : index + 1}
            </span>
            <span className="progress-steps__label">
              {label}
              {done ? <span className="visually-hidden"> (done)</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
