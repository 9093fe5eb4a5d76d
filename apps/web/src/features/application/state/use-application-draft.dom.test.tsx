import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StepName } from '@waypoint/domain/application/steps/step-names';
import { notificationCatalogue } from '@waypoint/domain/notifications/notification-catalogue';
import { NotificationArea } from '../../../lib/notifications/notification-area';
import { NotificationProvider } from '../../../lib/notifications/notification-provider';
import { SessionContext, type SessionApi } from '../../../lib/session/session-context';
import {
  deferred,
  fakeGraphqlServer,
  graphqlData,
  graphqlRefusal,
  type GraphqlAnswer,
} from '../../../testing/fake-graphql';
import { useApplicationDraft } from './use-application-draft';

const step: StepName = 'NonUS_Expat_Relocation';
const saveError = notificationCatalogue.save_application_error.text;

/**
 * The API's side of the draft: a version that every accepted save moves on,
 * and a refusal (APPLICATION_CONFLICT) for a save made on another version,
 * as the server's optimistic concurrency does. A test can hold the next
 * load's or save's answer, or make the next save fail.
 */
function draftApi() {
  let draft: Record<string, unknown> = { status: 'incomplete', version: 1, emailVerified: true, stepName: step };
  draft.city = 'Denver';
  const heldLoads: Promise<void>[] = [];
  const heldSaves: Promise<void>[] = [];
  const failedSaves: GraphqlAnswer[] = [];
  const server = fakeGraphqlServer({
    GetApplicationCache: async () => {
      // The answer is what the draft was when the request arrived, however late it comes back.
      const snapshot = { ...draft };
      await heldLoads.shift();
      return graphqlData({ getApplicationCache: snapshot });
    },
    ApplicationCacheSave: async (variables) => {
      await heldSaves.shift();
      const failure = failedSaves.shift();
      if (failure) return failure;
      if (variables.expectedVersion !== null && variables.expectedVersion !== draft.version)
        return graphqlRefusal('APPLICATION_CONFLICT', 'Your application changed in another window.');
      const version = Number(draft.version) + 1;
      draft = { ...draft, ...(variables.input as Record<string, unknown>), version };
      return graphqlData({ applicationCacheSave: { isSaved: true, stepName: draft.stepName, version } });
    },
  });
  return {
    ...server,
    current: () => draft,
    savedCities: () =>
      server.callsTo('ApplicationCacheSave').map((call) => (call.variables.input as { city?: string }).city),
    holdNextLoad: () => {
      const gate = deferred();
      heldLoads.push(gate.promise);
      return gate.resolve;
    },
    holdNextSave: () => {
      const gate = deferred();
      heldSaves.push(gate.promise);
      return gate.resolve;
    },
    failNextSave: (answer: GraphqlAnswer) => failedSaves.push(answer),
  };
}

/** The least a step screen does with the hook: show the draft, take an answer, save it. */
function CityStep() {
  const { load, move, saving, retrying } = useApplicationDraft();
  const [city, setCity] = useState('');
  if (load.state !== 'ready') return <p>Draft {load.state}</p>;
  return (
    <main>
      <p>City on the page: {load.draft.city ?? 'none'}</p>
      <label>
        New city <input value={city} onChange={(event) => setCity(event.target.value)} />
      </label>
      <button type="button" onClick={() => void move({ answers: { city }, to: step })}>
        Save city
      </button>
      <p>{saving ? 'Saving…' : 'All saved'}</p>
      {retrying ? <p>Trying again…</p> : null}
    </main>
  );
}

const session: SessionApi = {
  status: 'loggedIn',
  user: null,
  revalidate: () => Promise.resolve(),
  refreshUser: () => Promise.resolve(),
  expire: () => undefined,
  signOut: () => Promise.resolve(),
};

function renderStep() {
  const queryClient = new QueryClient();
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <QueryClientProvider client={queryClient}>
        <NotificationProvider>
          <SessionContext value={session}>
            <NotificationArea />
            <CityStep />
          </SessionContext>
        </NotificationProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  const saveCity = async (city: string) => {
    const field = screen.getByRole('textbox', { name: 'New city' });
    await user.clear(field);
    await user.type(field, city);
    await user.click(screen.getByRole('button', { name: 'Save city' }));
  };
  return { saveCity };
}

let api: ReturnType<typeof draftApi>;
beforeEach(() => {
  api = draftApi();
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useApplicationDraft under a step screen (product-rules#save-errors, product-rules#save-retry)', () => {
  it('shows a change at once, before the server has answered, and says when it is saved', async () => {
    const { saveCity } = renderStep();
    await screen.findByText('City on the page: Denver');
    const answer = api.holdNextSave();
    await saveCity('Austin');
    expect(screen.getByText('City on the page: Austin')).toBeInTheDocument();
    expect(screen.getByText('Saving…')).toBeInTheDocument();
    answer();
    await screen.findByText('All saved');
    expect(screen.getByText('City on the page: Austin')).toBeInTheDocument();
    expect(api.current().city).toBe('Austin');
  });

  it('sends saves one at a time, in the order they were made, each on the version the last one made', async () => {
    const { saveCity } = renderStep();
    await screen.findByText('City on the page: Denver');
    const answerFirst = api.holdNextSave();
    await saveCity('Austin');
    await saveCity('Boston');
    expect(screen.getByText('City on the page: Boston')).toBeInTheDocument();
    // The second waits for the first: the server has seen one save so far.
    expect(api.savedCities()).toEqual(['Austin']);
    answerFirst();
    await screen.findByText('All saved');
    expect(api.savedCities()).toEqual(['Austin', 'Boston']);
    expect(api.callsTo('ApplicationCacheSave').map((call) => call.variables.expectedVersion)).toEqual([1, 2]);
    expect(api.current()).toMatchObject({ city: 'Boston', version: 3 });
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('puts the draft back as it was and says so when the server refuses a save', async () => {
    const { saveCity } = renderStep();
    await screen.findByText('City on the page: Denver');
    api.failNextSave(graphqlRefusal('VALIDATION_ERROR', 'city is not valid'));
    await saveCity('Austin');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(saveError));
    expect(screen.getByText('City on the page: Denver')).toBeInTheDocument();
    expect(api.current().city).toBe('Denver');
  });

  it('drops the saves made on top of a refused one: the page goes back to before the first', async () => {
    const { saveCity } = renderStep();
    await screen.findByText('City on the page: Denver');
    const answerFirst = api.holdNextSave();
    api.failNextSave(graphqlRefusal('VALIDATION_ERROR', 'city is not valid'));
    await saveCity('Austin');
    await saveCity('Boston');
    answerFirst();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(saveError));
    await screen.findByText('All saved');
    expect(screen.getByText('City on the page: Denver')).toBeInTheDocument();
    // Boston was made on top of Austin, which the server refused: it is never sent.
    expect(api.savedCities()).toEqual(['Austin']);
  });

  it('keeps the answer on the page and tries again when the server is unavailable (503)', async () => {
    const { saveCity } = renderStep();
    await screen.findByText('City on the page: Denver');
    api.failNextSave(graphqlRefusal('SERVICE_UNAVAILABLE', 'Service unavailable', 503));
    await saveCity('Austin');
    expect(await screen.findByText('Trying again…')).toBeInTheDocument();
    expect(screen.getByText('City on the page: Austin')).toBeInTheDocument();
    // product-rules#save-retry: the next attempt comes a second later.
    await screen.findByText('All saved', undefined, { timeout: 3_000 });
    expect(screen.queryByText('Trying again…')).not.toBeInTheDocument();
    expect(api.savedCities()).toEqual(['Austin', 'Austin']);
    expect(api.current()).toMatchObject({ city: 'Austin', version: 2 });
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('does not take the older version from a load that began before a save and answered after it', async () => {
    const { saveCity } = renderStep();
    await screen.findByText('City on the page: Denver');
    // The refresh after the first save is slow: it reads version 2, and answers only after the next save.
    const answerSlowLoad = api.holdNextLoad();
    await saveCity('Austin');
    await waitFor(() => expect(api.callsTo('GetApplicationCache')).toHaveLength(2));
    await saveCity('Boston');
    await screen.findByText('All saved');
    await waitFor(() => expect(api.callsTo('GetApplicationCache')).toHaveLength(3));
    expect(api.current().version).toBe(3);
    await act(async () => {
      answerSlowLoad();
      // Let the late answer be read and parsed.
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    await saveCity('Chicago');
    await screen.findByText('City on the page: Chicago');
    await screen.findByText('All saved');
    expect(api.callsTo('ApplicationCacheSave').map((call) => call.variables.expectedVersion)).toEqual([1, 2, 3]);
    expect(api.current()).toMatchObject({ city: 'Chicago', version: 4 });
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });
});

describe('useApplicationDraft after the application closed (decision 032)', () => {
  const closedDraft = (status: string, canApplyAgainFrom: string) => ({
    status,
    version: 4,
    emailVerified: true,
    stepName: step,
    city: 'Denver',
    canApplyAgainFrom,
  });

  function closedApi(closed: Record<string, unknown>) {
    let draft = closed;
    const server = fakeGraphqlServer({
      GetApplicationCache: async () => graphqlData({ getApplicationCache: draft }),
      // The server starts a new application beside the closed one.
      ApplicationCacheSave: async () => {
        draft = { status: 'incomplete', version: 1, emailVerified: true, stepName: step, canApplyAgainFrom: null };
        return graphqlData({ applicationCacheSave: { isSaved: true, stepName: step, version: 1 } });
      },
    });
    vi.stubGlobal('fetch', server.fetch);
    return server;
  }

  it.each([
    ['canceled', closedDraft('canceled', '2026-11-25T21:00:00.000Z')],
    ['declined, with the wait over', closedDraft('declined', '2026-11-25T21:00:00.000Z')],
  ])('%s: starts a new application with a save on no version, and shows it', async (_name, closed) => {
    const server = closedApi(closed);
    renderStep();
    await screen.findByText('City on the page: none');
    expect(server.callsTo('ApplicationCacheSave').map((call) => call.variables)).toEqual([
      { input: {}, expectedVersion: null },
    ]);
  });

  it('declined, in its wait: shows the declined application and saves nothing', async () => {
    const server = closedApi(closedDraft('declined', '2099-03-03T10:00:00.000Z'));
    renderStep();
    await screen.findByText('City on the page: Denver');
    expect(server.callsTo('ApplicationCacheSave')).toHaveLength(0);
  });
});
