import { describe, expect, it } from 'vitest';
import type { StepName } from '@waypoint/domain/application/steps/step-names';
import {
  historyAction,
  nextEntryState,
  readStepEntry,
  withStepEntry,
  type HistoryAction,
  type StepEntry,
} from './step-history';

const id: StepName = 'US_Expat_Identification';
const work: StepName = 'US_Expat_Employment';
const money: StepName = 'US_Expat_Financial_Info';
// The wizard's buttons from Employment: Back to Identification, Continue to Financial_Info.
const fromWork = (requested: StepName) => (requested === id || requested === money ? requested : null);
const none = () => null;

describe('historyAction: the browser history and the step on show agree', () => {
  it.each<[string, StepName, StepEntry | null, boolean, boolean, (step: StepName) => StepName | null, HistoryAction]>([
    [
      'a first visit marks its entry',
      work,
      null,
      false,
      true,
      none,
      { kind: 'stamp', entry: { step: work, previous: null } },
    ],
    [
      'an entry the router made (review’s edit) is marked',
      work,
      null,
      false,
      false,
      none,
      { kind: 'stamp', entry: { step: work, previous: null } },
    ],
    ['the entry shows the step on show', work, { step: work, previous: id }, false, false, none, { kind: 'none' }],
    ['our own Back answered by the browser', work, { step: work, previous: id }, true, false, none, { kind: 'none' }],
    [
      'Continue makes a new entry',
      money,
      { step: work, previous: id },
      false,
      false,
      none,
      { kind: 'push', entry: { step: money, previous: work } },
    ],
    ['the wizard’s Back goes back one entry', id, { step: work, previous: id }, false, false, none, { kind: 'back' }],
    [
      'browser Back to the back step moves there',
      work,
      { step: id, previous: null },
      true,
      false,
      fromWork,
      { kind: 'move', to: id },
    ],
    [
      'browser Forward to the next step moves there',
      work,
      { step: money, previous: work },
      true,
      false,
      fromWork,
      { kind: 'move', to: money },
    ],
    [
      'browser Back or Forward the rules refuse rewrites the entry',
      money,
      { step: id, previous: null },
      true,
      false,
      none,
      { kind: 'stamp', entry: { step: money, previous: null } },
    ],
    [
      'an old entry on opening shows the step on show',
      money,
      { step: id, previous: null },
      false,
      true,
      none,
      { kind: 'stamp', entry: { step: money, previous: null } },
    ],
    [
      'an old entry on opening never points behind at itself',
      id,
      { step: work, previous: id },
      false,
      true,
      none,
      { kind: 'stamp', entry: { step: id, previous: null } },
    ],
  ])('%s', (_rule, step, entry, popped, opened, allowed, expected) => {
    expect(historyAction({ step, entry, popped, opened, allowed })).toEqual(expected);
  });
});

describe('entry state', () => {
  it('keeps the router’s fields and reads back the step', () => {
    const router = { usr: { from: 'x' }, key: 'abc', idx: 4 };
    const marked = withStepEntry(router, { step: work, previous: id });
    expect(marked).toMatchObject(router);
    expect(readStepEntry(marked)).toEqual({ step: work, previous: id });
  });

  it('a new entry follows the router’s index and carries its location state', () => {
    const next = nextEntryState({ usr: null, key: 'abc', idx: 4 }, { step: money, previous: work }, 'def');
    expect(next).toMatchObject({ usr: null, key: 'def', idx: 5 });
    expect(readStepEntry(next)).toEqual({ step: money, previous: work });
  });

  it.each([
    ['no state', null],
    ['a router entry', { usr: null, key: 'k', idx: 0 }],
    ['a step that does not exist', { waypointStep: { step: 'Nowhere', previous: null } }],
    ['not an object', { waypointStep: 'US_Expat_Employment' }],
  ])('reads %s as not the wizard’s', (_case, state) => {
    expect(readStepEntry(state)).toBeNull();
  });

  it('drops a previous step that does not exist', () => {
    expect(readStepEntry({ waypointStep: { step: work, previous: '<script>' } })).toEqual({
      step: work,
      previous: null,
    });
  });
});
