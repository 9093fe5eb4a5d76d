import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { useSession } from '../../../lib/session/session-context';
import type { SaveForExit, ScreenFormApi } from '../state/screen-form-context';
import type { WizardApi } from '../state/wizard-context';

/**
 * "Save and exit" (decision 019): the screen on show saves what it holds on
 * its step (no move), every queued save is answered, then the account page.
 * A save that fails keeps the applicant here, with the failure said.
 */
export function useSaveAndExit(applicationId: number | null, afterSaves: WizardApi['afterSaves'] | null) {
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
      if (afterSaves) await afterSaves(() => Promise.resolve());
      await navigate(sitePaths.account);
    } catch {
      // The failed save has already said so (save_application_error) and put the draft back.
    } finally {
      setExiting(false);
    }
  }, [afterSaves, navigate]);
  return { screenForm, unsaved, saveAndExit, exiting };
}
