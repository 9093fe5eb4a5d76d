import { answerInWords } from '@waypoint/domain/application/checks/check-dependency-words';
import type { StepName } from '@waypoint/domain/application/steps/step-names';
import { FormAlert } from '../../../components/form/form-alert';
import type { ApplicationCache } from '../api/application-cache';

type CheckToRedo = ApplicationCache['checksToRedo'][number];

/**
 * Said on a step whose check the applicant did before and must do again: an
 * answer it rested on changed (product-rules#check-dependencies, decision 053).
 * The server names the changed answers and what to do; the old result no
 * longer counts, and the application cannot be sent until this is done.
 */
export function ChecksToRedoNotice({ step, checks }: { step: StepName; checks: ApplicationCache['checksToRedo'] }) {
  return <AskedAgainNotice checks={checks.filter((check) => check.step === step)} />;
}

/** The same words for the given checks: a documents step says them for the checks its files answer. */
export function AskedAgainNotice({ checks }: { checks: readonly Pick<CheckToRedo, 'answers' | 'redo'>[] }) {
  if (checks.length === 0) return null;
  const answers = [...new Set(checks.flatMap((check) => check.answers).map(answerInWords))];
  const todo = [...new Set(checks.flatMap((check) => check.redo))];
  return (
    <FormAlert tone="info">
      <p>
        You changed {listed(answers)}, so what you confirmed here before no longer counts. Please {listed(todo)}.
      </p>
    </FormAlert>
  );
}

function listed(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
