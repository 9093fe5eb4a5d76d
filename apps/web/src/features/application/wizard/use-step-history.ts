import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { historyMoveTarget } from '@waypoint/domain/application/steps/history-move';
import type { StepName } from '@waypoint/domain/application/steps/step-names';
import { asDraft, isMaskedValue, keptValueStandIns, maskedDraftFields } from '../state/draft-answers';
import type { WizardApi } from '../state/wizard-context';
import { historyAction, nextEntryState, readStepEntry, withStepEntry } from './step-history';

// A Back the wizard asked of the browser is answered by a popstate; if none comes (the
// entry behind belongs to another document), the wizard stops waiting after this long.
const backAnswerMs = 1_000;

function newEntryKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

/** The key the router (and this hook) gives each entry, telling one entry from another on the same address. */
function entryKeyOf(state: unknown): string | null {
  const key = typeof state === 'object' && state !== null ? (state as Record<string, unknown>).key : null;
  return typeof key === 'string' ? key : null;
}

/**
 * Browser Back and Forward in the wizard (decision 019). Every step change is
 * a history entry; a Back or Forward is known from the browser's `popstate`
 * and the entry's state (an entry of the wizard's that is not the one it last
 * wrote or saw), never from the router's navigation type, which is committed
 * at another time than the browser's entry changes. The entries are written
 * with the History API directly, on the same address, beside the router's
 * own fields. See `historyAction` for the rules.
 */
export function useStepHistory(wizard: WizardApi | null): void {
  // The router's own entries (review's `?edit=`) are marked once it has committed them.
  const { key: locationKey } = useLocation();
  const [pops, setPops] = useState(0);
  // The entry this hook last wrote or looked at: any other entry of the wizard's is a Back or Forward.
  const known = useRef<string | null>(null);
  const opened = useRef(true);
  const awaitingBack = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    const onPop = () => {
      if (awaitingBack.current) clearTimeout(awaitingBack.current);
      awaitingBack.current = null;
      setPops((count) => count + 1);
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      if (awaitingBack.current) clearTimeout(awaitingBack.current);
    };
  }, []);

  const follow = useEffectEvent(() => {
    if (!wizard || awaitingBack.current) return;
    const { step, draft, context } = wizard;
    // The SSN and ID number come back masked: the one on file counts as given (the server checks the real one).
    const withKept: Record<string, unknown> = { ...draft };
    for (const field of maskedDraftFields) {
      if (isMaskedValue(withKept[field])) withKept[field] = keptValueStandIns[field];
    }
    const allowed = (requested: StepName) =>
      historyMoveTarget(step, requested, asDraft(withKept as typeof draft), context);
    const state: unknown = window.history.state;
    const entry = readStepEntry(state);
    const key = entryKeyOf(state);
    // Known by the entry, not by the order of events: the router's own popstate listener renders
    // the popped location (running this effect) before or after this hook's listener.
    const popped = !opened.current && entry !== null && key !== known.current;
    const action = historyAction({ step, entry, popped, opened: opened.current, allowed });
    opened.current = false;
    known.current = key;
    switch (action.kind) {
      case 'stamp':
        window.history.replaceState(withStepEntry(state, action.entry), '');
        return;
      case 'push': {
        const next = newEntryKey();
        window.history.pushState(nextEntryState(state, action.entry, next), '');
        known.current = next;
        return;
      }
      case 'back':
        awaitingBack.current = setTimeout(() => {
          awaitingBack.current = null;
          setPops((count) => count + 1);
        }, backAnswerMs);
        window.history.back();
        return;
      case 'move':
        void wizard.move({ to: action.to });
        return;
      case 'none':
        return;
    }
  });

  const step = wizard?.step ?? null;
  const ready = wizard !== null;
  useEffect(() => {
    if (ready) follow();
  }, [ready, step, locationKey, pops]);
}
