import type { ReactNode } from 'react';
import { backStep, canGoBack } from '@waypoint/domain/application/steps/back-step';
import type { StepName } from '@waypoint/domain/application/steps/step-names';
import { SubmitButton } from '../../../components/form/submit-button';
import { asDraft } from '../state/draft-answers';
import { useWizard } from '../state/wizard-context';
import { useEditMode } from './edit-mode';

export interface StepActionsProps {
  step: StepName;
  busy?: boolean;
  continueLabel?: ReactNode;
  busyLabel?: string;
  /** False where there is nothing to continue with yet (an unverified e-mail). */
  showContinue?: boolean;
}

/**
 * Continue and Back, the same on every screen. Back goes where the engine's
 * back-step rule says (product-rules#back-steps) and keeps nothing typed on this screen;
 * editing from review offers Cancel instead.
 */
export function StepActions({
  step,
  busy = false,
  continueLabel = 'Continue',
  busyLabel = 'Saving…',
  showContinue = true,
}: StepActionsProps) {
  const wizard = useWizard();
  const edit = useEditMode();
  const draft = asDraft(wizard.draft);
  const back = () => void wizard.move({ to: backStep(step, draft, wizard.context) });
  return (
    <div className="step-actions">
      {showContinue ? (
        <SubmitButton busy={busy} busyLabel={busyLabel}>
          {edit.editing ? 'Save and return to review' : continueLabel}
        </SubmitButton>
      ) : null}
      {edit.editing ? (
        <button type="button" className="button button--secondary" onClick={edit.finish}>
          Cancel
        </button>
      ) : canGoBack(step, draft, wizard.context) ? (
        <button type="button" className="button button--secondary" onClick={back}>
          Back
        </button>
      ) : null}
    </div>
  );
}
