import { useCallback, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { sitePaths } from '@waypoint/domain/site/site-paths';
import { isReviewStep, isStepName, trackOf, type StepName } from '@waypoint/domain/application/step-names';
import { FormAlert } from '../../components/form/form-alert';
import { useSession } from '../../lib/session/session-context';
import { ScreenFormContext, type SaveForExit, type ScreenFormApi } from './state/screen-form-context';
import { useApplicationDraft } from './state/use-application-draft';
import { WizardContext, type WizardApi } from './state/wizard-context';
import { EditModeContext, type EditMode } from './wizard/edit-mode';
import { editableFromReview, StepScreen } from './wizard/step-screens';
import { useStepHistory } from './wizard/use-step-history';
import { WizardLayout } from './wizard/wizard-layout';

const editParam = 'edit';

/**
 * /application: the wizard. The draft's saved step decides the screen, so
 * the applicant resumes where they left off on any device (the steps have no
 * paths of their own, spec §2). `?step=<step>` marks each step's history
 * entry, so browser Back and Forward move between steps (decision 019);
 * `?edit=<step>` opens an earlier step from review.
 */
export function ApplicationPage() {
  const { load, move, afterSaves, saving, retrying } = useApplicationDraft();
  const [search, setSearch] = useSearchParams();
  const context = useMemo(() => ({ today: new Date(), ipCountry: null }), []);
  const draft = load.state === 'ready' ? load.draft : null;
  const step = draft?.stepName ?? null;

  const wizard = useMemo<WizardApi | null>(
    () => (draft && step ? { draft, step, context, move, afterSaves, saving } : null),
    [draft, step, context, move, afterSaves, saving],
  );
  useStepHistory(wizard);
  const { screenForm, unsaved, saveAndExit, exiting } = useSaveAndExit(draft?.id ?? null, afterSaves);
  const requested = search.get(editParam);
  const editing = step && isReviewStep(step) && isStepName(requested) ? editTarget(step, requested) : null;
  const editMode = useMemo<EditMode>(
    () => ({
      editing: editing !== null,
      finish: () => setSearch((params) => (params.delete(editParam), params)),
    }),
    [editing, setSearch],
  );

  if (!wizard) return <WizardStatus state={load.state} />;
  if (wizard.draft.status === 'canceled') return <CanceledApplication />;
  const shown = editing ?? wizard.step;
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
            <StepScreen key={shown} step={shown} />
          </WizardLayout>
        </ScreenFormContext>
      </EditModeContext>
    </WizardContext>
  );
}

/**
 * "Save and exit" (decision 019): the screen on show saves what it holds on
 * its step (no move), every queued save is answered, then the account page.
 * A save that fails keeps the applicant here, with the failure said.
 */
function useSaveAndExit(applicationId: number | null, afterSaves: WizardApi['afterSaves']) {
  const { user } = useSession();
  const navigate = useNavigate();
  const [unsaved, setUnsaved] = useState(false);
  const [exiting, setExiting] = useState(false);
  const saveForExit = useRef<SaveForExit | null>(null);
  const scope = useMemo(
    () => (user && applicationId != null ? { userId: user.id, applicationId } : null),
    [user, applicationId],
  );
  const screenForm = useMemo<ScreenFormApi>(
    () => ({
      scope,
      setUnsaved,
      setSaveForExit: (save) => {
        saveForExit.current = save;
      },
    }),
    [scope],
  );
  const saveAndExit = useCallback(async () => {
    setExiting(true);
    try {
      const saved = saveForExit.current ? await saveForExit.current() : true;
      if (!saved) return;
      // Waits for every save still queued; one that fails rejects this and keeps the page.
      await afterSaves(() => Promise.resolve());
      await navigate(sitePaths.account);
    } catch {
      // The failed save has already said so (save_application_error) and put the draft back.
    } finally {
      setExiting(false);
    }
  }, [afterSaves, navigate]);
  return { screenForm, unsaved, saveAndExit, exiting };
}

/** A step may be edited from review only if it is an answer step of the same track. */
function editTarget(review: StepName, requested: StepName): StepName | null {
  return trackOf(requested) === trackOf(review) && editableFromReview.includes(requested) ? requested : null;
}

/** A canceled application cannot be changed (spec §4); say so instead of offering screens that cannot save. */
function CanceledApplication() {
  return (
    <div className="wizard-status">
      <h1 className="wizard-body__title">Your application was canceled</h1>
      <p>A canceled application cannot be changed or sent. If this is a mistake, please contact us.</p>
      <p>
        <Link to={sitePaths.contact}>Contact us</Link> or <Link to={sitePaths.account}>go to your account</Link>.
      </p>
    </div>
  );
}

function WizardStatus({ state }: { state: 'loading' | 'creating' | 'failed' | 'ready' }) {
  if (state === 'failed') {
    return (
      <div className="wizard-status">
        <FormAlert>
          <p>We could not load your application. We are trying again.</p>
        </FormAlert>
      </div>
    );
  }
  return (
    <div className="wizard-status">
      <p role="status">{state === 'creating' ? 'Starting your application…' : 'Loading your application…'}</p>
    </div>
  );
}
