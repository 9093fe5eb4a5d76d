import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { backStep, canGoBack } from '@waypoint/domain/application/back-step';
import { historyMoveTarget } from '@waypoint/domain/application/history-move';
import { asDraft, isMaskedValue, keptValueStandIns, maskedDraftFields } from '../state/draft-answers';
import type { WizardApi } from '../state/wizard-context';
import { entryStateOf, type StepEntryState } from './step-history';

/** What the router keeps in the current entry for the page (its `usr`). */
function historyEntryState(): unknown {
  const entry: unknown = window.history.state;
  return typeof entry === 'object' && entry !== null ? (entry as { usr?: unknown }).usr : null;
}

/**
 * Browser Back and Forward in the wizard (decision 019). Every step change
 * is a history entry (the step in the entry's state, the address stays
 * /application); a Back or Forward to an entry
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
    // The browser's entry, not the rendered location: the router commits a new location in a
    // transition, so right after our own navigation the rendered one can still be the one before it.
    const { search } = window.location;
    const entry = entryStateOf(historyEntryState());
    const requested = entry?.step ?? null;
    const go = (work: () => Promise<void> | void) => {
      busy.current = true;
      void Promise.resolve(work()).finally(() => {
        busy.current = false;
        setSettled((count) => count + 1);
      });
    };
    const here = (state: StepEntryState, keep = '') => navigate({ search: keep }, { replace: true, state });
    const push = (state: StepEntryState) => navigate({ search: '' }, { state });
    // The back step's entry first (the bottom), then the step on show on top of it.
    const seed = () =>
      go(async () => {
        if (!canGoBack(step, draft, wizard.context)) {
          await here({ step, previous: null, bottom: true }, search);
          return;
        }
        const back = backStep(step, draft, wizard.context);
        await here({ step: back, previous: null, bottom: true });
        await navigate({ search }, { state: { step, previous: back, bottom: false } satisfies StepEntryState });
      });

    if (!seeded.current) {
      seeded.current = true;
      return seed();
    }
    if (!entry) {
      // Another part of the page changed the address (review's `edit`, a `notice`): this entry shows the step on show.
      if (navigationType !== 'POP') return go(() => here({ step, previous: step, bottom: false }, search));
      return seed();
    }
    if (requested === step) {
      // Back reached the first entry of this visit: put the back step behind it again.
      if (navigationType === 'POP' && entry.bottom && canGoBack(step, draft, wizard.context)) seed();
      return;
    }
    if (navigationType === 'POP' && handledPop.current !== location.key) {
      handledPop.current = location.key;
      // The SSN and ID number come back masked: the one on file counts as given (the server checks the real one).
      const kept = { ...draft } as Record<string, unknown>;
      for (const field of maskedDraftFields) if (isMaskedValue(kept[field])) kept[field] = keptValueStandIns[field];
      const target = historyMoveTarget(step, entry.step, asDraft(kept as typeof wizard.draft), wizard.context);
      if (target) {
        void wizard.move({ to: target });
        return;
      }
    }
    // Refused (or the move failed and was undone): this entry shows the step on show.
    if (navigationType === 'POP') return go(() => here({ ...entry, step }, search));
    // The draft moved by the wizard's own buttons: an in-app Back to the entry behind is the browser's Back.
    if (entry.previous === step) return go(() => navigate(-1));
    go(() => push({ step, previous: entry.step, bottom: false }));
  }, [wizard, step, location, navigationType, navigate, settled]);
}
