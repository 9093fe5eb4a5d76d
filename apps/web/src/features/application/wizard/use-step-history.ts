import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { backStep, canGoBack } from '@waypoint/domain/application/back-step';
import { historyMoveTarget } from '@waypoint/domain/application/history-move';
import { asDraft } from '../state/draft-answers';
import type { WizardApi } from '../state/wizard-context';
import { entryStateOf, requestedStep, stepSearch, type StepEntryState } from './step-history';

/**
 * Browser Back and Forward in the wizard (decision 017). Every step change
 * is a history entry (`/application?step=…`); a Back or Forward to an entry
 * moves the draft there only as the wizard's own buttons could (the domain's
 * historyMoveTarget: the back-step rule, or the next step of a complete
 * step), and the server checks it again. An entry the rules refuse is put
 * back to the step on show. On arrival, an entry for the back step is put
 * behind the current one, so Back mid-flow stays in the wizard.
 */
export function useStepHistory(wizard: WizardApi | null): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const seeded = useRef(false);
  const busy = useRef(false);
  const handledPop = useRef<string | null>(null);
  // Our own navigations run one after another; the check runs again once they are done.
  const [settled, setSettled] = useState(0);

  const step = wizard?.step ?? null;
  useEffect(() => {
    if (!wizard || !step || busy.current) return;
    const draft = asDraft(wizard.draft);
    const requested = requestedStep(location.search);
    const state = entryStateOf(location.state);
    const go = (work: () => Promise<void> | void) => {
      busy.current = true;
      void Promise.resolve(work()).finally(() => {
        busy.current = false;
        setSettled((count) => count + 1);
      });
    };
    // Back-step entry first (the bottom), then the step on show on top of it.
    const seed = (keep: string) =>
      go(async () => {
        const bottom: StepEntryState = { previous: null, bottom: true };
        if (!canGoBack(step, draft, wizard.context)) {
          await navigate({ search: stepSearch(step, keep) }, { replace: true, state: bottom });
          return;
        }
        const back = backStep(step, draft, wizard.context);
        await navigate({ search: stepSearch(back) }, { replace: true, state: bottom });
        await navigate({ search: stepSearch(step, keep) }, { state: { previous: back, bottom: false } });
      });

    if (!seeded.current) {
      seeded.current = true;
      return seed(location.search);
    }
    if (requested === step) {
      // Back reached the first entry of this visit: put the back step behind it again.
      if (navigationType === 'POP' && state.bottom && canGoBack(step, draft, wizard.context)) seed(location.search);
      return;
    }
    if (navigationType === 'POP' && handledPop.current !== location.key) {
      handledPop.current = location.key;
      const target = requested ? historyMoveTarget(step, requested, draft, wizard.context) : null;
      if (target) {
        void wizard.move({ to: target });
        return;
      }
    }
    if (navigationType === 'POP') {
      // Refused (or the move failed and was undone): this entry shows the step on show.
      return go(() => navigate({ search: stepSearch(step) }, { replace: true, state }));
    }
    // The draft moved by the wizard's own buttons: an in-app Back to the entry behind is the browser's Back.
    if (state.previous === step) return go(() => navigate(-1));
    go(() =>
      navigate(
        { search: stepSearch(step) },
        { state: { previous: requested, bottom: false } satisfies StepEntryState },
      ),
    );
  }, [wizard, step, location, navigationType, navigate, settled]);
}
