import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { isReviewStep, isStepName, trackOf, type StepName } from '@waypoint/domain/application/steps/step-names';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { FormAlert } from '../../components/form/form-alert';
import { FormSkeleton } from '../../components/form/form-skeleton';
import { useStepAnalytics } from '../../lib/analytics/use-step-analytics';
import { whenIdle } from '../../lib/when-idle';
import { ScreenFormContext } from './state/screen-form-context';
import { useApplicationDraft } from './state/use-application-draft';
import { WizardContext, type WizardApi } from './state/wizard-context';
import { ChecksToRedoNotice } from './wizard/checks-to-redo-notice';
import { ClosedApplication } from './wizard/closed-application';
import { EditModeContext, type EditMode } from './wizard/edit-mode';
import { ReviewChangeNotice } from './wizard/review-change-notice';
import { editableFromReview, preloadStepScreens, StepScreen, useStepScreenLoad } from './wizard/step-screens';
import { useReviewChange } from './wizard/use-review-change';
import { useSaveAndExit } from './wizard/use-save-and-exit';
import { useStepHistory } from './wizard/use-step-history';
import { WizardLayout } from './wizard/wizard-layout';
import { WizardShell } from './wizard/wizard-shell';

// The route's pending screen, from the module the route loads anyway: the shell is part of this page.
export { WizardShell };

const editParam = 'edit';

/**
 * /application: the wizard. The draft's saved step decides the screen, so
 * the applicant resumes where they left off on any device (the steps have no
 * paths of their own, product-rules#step-names); each step shown is a browser history entry,
 * so Back and Forward move between steps (decision 019). `?edit=<step>` opens
 * an earlier step from review. `progressPanel`: the decision feature's
 * progress after submit, shown on the Completed screen (composed by the route table).
 */
export function ApplicationPage({ progressPanel = null }: { progressPanel?: ReactNode }) {
  const { load, move, afterSaves, saving, retrying, refusals } = useApplicationDraft();
  const [search, setSearch] = useSearchParams();
  const context = useMemo(() => ({ today: new Date(), ipCountry: null }), []);
  const draft = load.state === 'ready' ? load.draft : null;
  const step = draft?.stepName ?? null;

  const wizard = useMemo<WizardApi | null>(
    () => (draft && step ? { draft, step, context, move, afterSaves, saving } : null),
    [draft, step, context, move, afterSaves, saving],
  );
  useStepHistory(wizard);
  // Events on a step carry its track's path, so their flow_type is right (decision 043).
  useStepAnalytics(step);
  const { screenForm, unsaved, saveAndExit, exiting } = useSaveAndExit(draft?.id ?? null, wizard?.afterSaves ?? null);
  const requested = search.get(editParam);
  const editing = step && isReviewStep(step) && isStepName(requested) ? editTarget(step, requested) : null;
  const reviewChange = useReviewChange(step && isReviewStep(step) ? step : null, step);
  const editMode = useMemo<EditMode>(
    () => ({
      editing: editing !== null,
      finish: () => setSearch((params) => (params.delete(editParam), params)),
      saved: reviewChange.saved,
    }),
    [editing, setSearch, reviewChange.saved],
  );

  const shown = wizard ? (editing ?? wizard.step) : null;
  // The step's screen is a chunk of its own (decision 050). The first one arrives under the
  // loading frame; once a step has been shown, the frame stays and a later step's screen is a
  // skeleton until its chunk is in, so the heading still takes focus on the step change.
  const screen = useStepScreenLoad(shown);
  const [stepShown, setStepShown] = useState(false);
  const onScreen = wizard !== null && screen === 'ready';
  if (onScreen && !stepShown) setStepShown(true);
  // Once the applicant's step is on screen, the other steps' chunks load in idle time.
  useEffect(() => {
    if (onScreen) whenIdle(preloadStepScreens);
  }, [onScreen]);

  if (!wizard || !shown) return <WizardStatus state={load.state} />;
  // Only a decline still in its wait is shown here: after a cancel or the wait, the hook starts a new application.
  if (wizard.draft.canApplyAgainFrom) return <ClosedApplication from={wizard.draft.canApplyAgainFrom} />;
  if (screen !== 'ready' && !stepShown) {
    return <WizardStatus state={screen === 'failed' ? 'screen-failed' : 'loading'} />;
  }
  const change = reviewChange.change?.landed === shown ? reviewChange.change : null;
  return (
    <WizardContext value={wizard}>
      <EditModeContext value={editMode}>
        <ScreenFormContext value={screenForm}>
          <WizardLayout
            step={shown}
            screenKey={shown}
            saving={saving}
            retrying={retrying}
            unsaved={unsaved}
            onSaveAndExit={() => void saveAndExit()}
            exiting={exiting}
          >
            {/* The check asked again says why itself, more exactly than the general notice. */}
            {change && !wizard.draft.checksToRedo.some((check) => check.step === shown) ? (
              <ReviewChangeNotice edited={change.edited} landed={change.landed} />
            ) : null}
            <ChecksToRedoNotice step={shown} checks={wizard.draft.checksToRedo} />
            {/* A refused save starts the screen again from the draft put back (decision 019). */}
            {screen === 'ready' ? (
              <StepScreen key={`${shown}:${refusals}`} step={shown} progressPanel={progressPanel} />
            ) : screen === 'failed' ? (
              <StepLoadFailed />
            ) : (
              <FormSkeleton fields={3} status="Loading this step…" />
            )}
          </WizardLayout>
        </ScreenFormContext>
      </EditModeContext>
    </WizardContext>
  );
}

/** A step may be edited from review only if it is an answer step of the same track. */
function editTarget(review: StepName, requested: StepName): StepName | null {
  return trackOf(requested) === trackOf(review) && editableFromReview.includes(requested) ? requested : null;
}

/** A step's screen whose code did not arrive: what was saved is safe, and a reload tries again. */
function StepLoadFailed() {
  return (
    <FormAlert>
      <p>
        We could not load this step. Your answers are saved: check your connection, then{' '}
        <a href={sitePaths.application}>reload the page</a>.
      </p>
    </FormAlert>
  );
}

function WizardStatus({ state }: { state: 'loading' | 'creating' | 'failed' | 'ready' | 'screen-failed' }) {
  if (state === 'screen-failed') {
    return (
      <div className="wizard-status">
        <StepLoadFailed />
      </div>
    );
  }
  if (state === 'failed') {
    return (
      <div className="wizard-status">
        <FormAlert>
          <p>We could not load your application. We are trying again.</p>
        </FormAlert>
      </div>
    );
  }
  // The same frame the prerendered HTML showed (decision 047), until the draft's step replaces it.
  return <WizardShell status={state === 'creating' ? 'Starting your application…' : 'Loading your application…'} />;
}
