import type { StepContext } from '../draft/draft-conditions.js';
import type { Draft } from '../draft/draft-fields.js';
import { stepSchema } from '../schemas/step-schemas.js';
import { backStep, canGoBack } from './back-step.js';
import { nextStep } from './next-step.js';
import { isCompletedStep, type StepName } from './step-names.js';

/**
 * The browser's Back and Forward buttons in the wizard (decision 019). A
 * history entry names a step; going to it is allowed only where the wizard's
 * own buttons could go from the step on show:
 * - Back: the back-step rule's step (product-rules#back-steps), exactly as the
 *   wizard's Back button;
 * - Forward: the engine's next step, only when the step on show is complete
 *   by its schema (the Continue the applicant made before going back). The
 *   server checks the move again, with the documents and verifications.
 * Anything else (an entry from before a change of answers, another track)
 * is refused and the step on show stays.
 */
export function historyMoveTarget(
  current: StepName,
  requested: StepName,
  draft: Readonly<Draft>,
  context: StepContext,
): StepName | null {
  if (requested === current) return null;
  if (canGoBack(current, draft, context) && backStep(current, draft, context) === requested) return requested;
  if (isCompletedStep(current) || nextStep(current, draft, context) !== requested) return null;
  return stepSchema(current, { today: context.today }).safeParse(draft).success ? requested : null;
}
