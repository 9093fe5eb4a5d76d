import { useCallback, useState } from 'react';
import type { StepName } from '@waypoint/domain/application/steps/step-names';

/** An edit saved on review that the server answered by moving the draft to a step still to do. */
export interface ReviewChange {
  /** The step whose answers were changed. */
  edited: StepName;
  /** Where the server moved the draft (decision 018: the first check the new answers call for). */
  landed: StepName;
  /** The wizard has shown `landed`; leaving it ends the explanation. */
  arrived: boolean;
}

/**
 * Remembers why the applicant left review after an edit, so the step they
 * land on can say so; forgotten once they move on from that step.
 */
export function useReviewChange(review: StepName | null, step: StepName | null) {
  const [change, setChange] = useState<ReviewChange | null>(null);
  const saved = useCallback(
    (edited: StepName, serverStep: StepName | null) => {
      setChange(serverStep && serverStep !== review ? { edited, landed: serverStep, arrived: false } : null);
    },
    [review],
  );
  // Adjusted while rendering, on a step change (React's pattern for state that follows a prop).
  const [lastStep, setLastStep] = useState(step);
  if (step !== lastStep) {
    setLastStep(step);
    if (change && step === change.landed) setChange({ ...change, arrived: true });
    else if (change?.arrived) setChange(null);
  }
  return { change, saved };
}
