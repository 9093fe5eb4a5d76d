import { useContext } from 'react';
import { stageLabels } from '@waypoint/domain/application/answers/step-titles';
import { enginePath } from '@waypoint/domain/application/steps/engine-path';
import type { StepName } from '@waypoint/domain/application/steps/step-names';
import { stageStates, stepProgress, trackStages } from '@waypoint/domain/application/steps/step-progress';
import { verificationProgress, type VerificationCheck } from '@waypoint/domain/application/steps/verification-progress';
import { asDraft } from '../state/draft-answers';
import { WizardContext } from '../state/wizard-context';

const checkNames: Readonly<Record<VerificationCheck, string>> = {
  income: 'your income',
  employer: 'your employer',
  identity: 'your identity',
};

const trackNames = {
  entry: 'Getting started',
  nonUsExpat: 'Moving to the US',
  usExpat: 'Living in the US',
  youngProfessional: 'US citizen or green card holder',
} as const;

/**
 * Where the applicant is and how much is left: the parts of their track
 * (product-rules#tracks stages, not raw screens, because the YP track branches), with the
 * current one marked for assistive technology by aria-current.
 */
export function ProgressIndicator({ step }: { step: StepName }) {
  const wizard = useContext(WizardContext);
  const progress = stepProgress(step);
  const stages = trackStages[progress.track];
  if (stages.length < 2) {
    return (
      <nav className="wizard-progress" aria-label="Application progress">
        <p className="wizard-progress__summary">
          <span className="wizard-progress__track">{trackNames[progress.track]}</span>
        </p>
      </nav>
    );
  }
  // Within the verification stage the bar moves on with each check (income, employer, identity).
  const check = verificationProgress(step);
  const withinStage = check ? (check.position - 1) / check.total : 0;
  const percent = Math.round(((progress.position - 1 + withinStage) / Math.max(stages.length - 1, 1)) * 100);
  // Only stages the applicant went through are done: the engine's path for the answers decides (step-progress.ts).
  const path =
    wizard && progress.track !== 'entry' ? enginePath(progress.track, asDraft(wizard.draft), wizard.context) : [];
  return (
    <nav className="wizard-progress" aria-label="Application progress">
      <p className="wizard-progress__summary">
        <span className="wizard-progress__track">{trackNames[progress.track]}</span>
        <span>
          Part {progress.position} of {progress.total}: {stageLabels[progress.stage]}
          {check ? `, check ${check.position} of ${check.total}: ${checkNames[check.check]}` : null}
        </span>
      </p>
      <div className="wizard-progress__bar" aria-hidden="true">
        <div className="wizard-progress__fill" style={{ width: `${percent}%` }} />
      </div>
      <ol className="wizard-progress__stages">
        {stageStates(step, path).map(({ stage, state }) => {
          return (
            <li
              key={stage}
              className={`wizard-progress__stage wizard-progress__stage--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              {stageLabels[stage]}
              {state === 'done' ? <span className="visually-hidden"> (done)</span> : null}
              {state === 'skipped' ? <span className="wizard-progress__skipped"> (skipped)</span> : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
