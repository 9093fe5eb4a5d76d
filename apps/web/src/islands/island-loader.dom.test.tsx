import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Island } from '../lib/islands/island';
import type { IslandHydration, IslandName } from '../lib/islands/island-names';
import { interactionEvents, startIslands, type IslandHost, type IslandOptions } from './island-loader';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
let observers: Array<{ callback: Callback; observed: Element[]; options?: IntersectionObserverInit }>;

function installObserver() {
  observers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      record: (typeof observers)[number];
      constructor(callback: Callback, options?: IntersectionObserverInit) {
        this.record = { callback, observed: [], ...(options ? { options } : {}) };
        observers.push(this.record);
      }
      observe(element: Element) {
        this.record.observed.push(element);
      }
      disconnect() {}
    },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

function Counter({ label, start }: { label: string; start: number }) {
  const [count, setCount] = useState(start);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

/** A page body as the prerender writes it: the island's marker with its props, around its HTML. */
function page(props: { label: string; start: number }, hydrate?: IslandHydration, name: IslandName = 'site-header') {
  document.body.innerHTML = `<main><p>Words</p>${renderToString(
    <Island name={name} component={Counter} props={props} {...(hydrate ? { hydrate } : {})} />,
  )}</main>`;
  const marker = document.querySelector<HTMLElement>('[data-island]');
  if (!marker) throw new Error('no marker');
  return marker;
}

/** A host that records what it is asked to hydrate; `result` decides how each hydration ends. */
function recordingHost(result: () => Promise<void> = () => Promise.resolve()) {
  const hydrated: Array<{ name: IslandName; props: object }> = [];
  const reported: unknown[] = [];
  const host: IslandHost = {
    hydrate: (_element, name, props) => {
      hydrated.push({ name, props });
      return result();
    },
    report: (error) => reported.push(error),
  };
  return { host, hydrated, reported };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(host: IslandHost, options: IslandOptions = {}) {
  return startIslands(document, host, { whenIdle: () => {}, ...options });
}

describe('island loader', () => {
  it('hydrates nothing until the island is used', async () => {
    page({ label: 'Menu', start: 0 });
    const { host, hydrated } = recordingHost();
    expect(start(host).count).toBe(1);
    await settle();
    expect(hydrated).toEqual([]);
  });

  it.each(interactionEvents)('a %s inside the island hydrates it, once, with its props', async (type) => {
    const marker = page({ label: 'Menu', start: 2 });
    const { host, hydrated } = recordingHost();
    start(host);
    marker.querySelector('button')?.dispatchEvent(new Event(type, { bubbles: true }));
    marker.querySelector('button')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await settle();
    expect(hydrated).toEqual([{ name: 'site-header', props: { label: 'Menu', start: 2 } }]);
  });

  it('props round-trip: what the page rendered is what the island hydrates with', async () => {
    const props = { label: 'Quotes " and <tags> & ünïcode', start: 7 };
    const marker = page(props);
    const { host, hydrated } = recordingHost();
    start(host);
    marker.dispatchEvent(new Event('focusin', { bubbles: true }));
    await settle();
    expect(hydrated[0]?.props).toEqual(props);
    expect(marker.textContent).toBe('Quotes " and <tags> & ünïcode 7');
  });

  it('a visible island hydrates as its content nears the screen, not before', async () => {
    installObserver();
    const marker = page({ label: 'Calculator', start: 0 }, 'visible', 'cash-back-calculator');
    const { host, hydrated } = recordingHost();
    start(host, { visibleMargin: '300px' });
    const [observer] = observers;
    // The marker has no box of its own (display: contents): its children are what is seen.
    expect(observer?.observed).toEqual([...marker.children]);
    expect(observer?.options?.rootMargin).toBe('0px 0px 300px 0px');
    observer?.callback([{ isIntersecting: false }]);
    await settle();
    expect(hydrated).toEqual([]);
    observer?.callback([{ isIntersecting: true }]);
    await settle();
    expect(hydrated.map((island) => island.name)).toEqual(['cash-back-calculator']);
  });

  it('an island marked for interaction is not watched for visibility', () => {
    installObserver();
    page({ label: 'Menu', start: 0 });
    start(recordingHost().host);
    expect(observers).toEqual([]);
  });

  it('an island the page needs at once hydrates when the browser is idle', async () => {
    page({ label: 'Menu', start: 0 });
    const { host, hydrated } = recordingHost();
    const idleTasks: Array<() => void> = [];
    start(host, { atIdle: (name) => name === 'site-header', whenIdle: (task) => idleTasks.push(task) });
    expect(hydrated).toEqual([]);
    idleTasks.forEach((task) => task());
    await settle();
    expect(hydrated.map((island) => island.name)).toEqual(['site-header']);
  });

  it('an island used before the script arrived (a field edited) hydrates at once', async () => {
    document.body.innerHTML =
      '<div data-island="contact-form" data-island-props="{}"><input name="email" value=""></div>';
    const field = document.querySelector('input');
    if (field) field.value = 'typed@example.com';
    const { host, hydrated } = recordingHost();
    start(host);
    await settle();
    expect(hydrated.map((island) => island.name)).toEqual(['contact-form']);
  });

  it('presses a plain button again once hydrated, so the first press is not lost', async () => {
    const marker = page({ label: 'Menu', start: 0 });
    const button = marker.querySelector('button');
    const presses = vi.fn();
    let finish = () => {};
    const { host } = recordingHost(() => new Promise<void>((resolve) => (finish = resolve)));
    start(host);
    button?.addEventListener('click', presses);
    button?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    button?.click();
    expect(presses).toHaveBeenCalledTimes(1);
    finish();
    await settle();
    await settle();
    expect(presses).toHaveBeenCalledTimes(2);
    // After hydration a press is the app's alone.
    button?.click();
    expect(presses).toHaveBeenCalledTimes(3);
  });

  it('a submit button disabled until hydration is enabled, its press held back, then pressed again', async () => {
    document.body.innerHTML =
      '<div data-island="contact-form" data-island-props="{}"><form><input name="email"><button type="submit" disabled data-until-hydrated="">Send</button></form></div>';
    const form = document.querySelector('form');
    const button = document.querySelector('button');
    const sent = vi.fn((event: Event) => event.preventDefault());
    form?.addEventListener('submit', sent);
    let finish = () => {};
    const { host, hydrated } = recordingHost(() => new Promise<void>((resolve) => (finish = resolve)));
    start(host);
    expect(button?.disabled).toBe(false);

    button?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    button?.click();
    expect(hydrated).toHaveLength(1);
    expect(sent, 'the browser sends nothing before the island has hydrated').not.toHaveBeenCalled();
    finish();
    await settle();
    await settle();
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('reports a chunk that fails to load, and tries again on the next interaction', async () => {
    const marker = page({ label: 'Menu', start: 0 });
    const failure = new Error('Failed to fetch dynamically imported module');
    let attempt = 0;
    const { host, hydrated, reported } = recordingHost(() =>
      attempt++ === 0 ? Promise.reject(failure) : Promise.resolve(),
    );
    start(host);
    marker.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await settle();
    expect(reported).toEqual([failure]);
    marker.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await settle();
    expect(hydrated).toHaveLength(2);
    expect(reported).toHaveLength(1);
  });

  it.each([
    ['an unknown name', '<div data-island="no-such-island" data-island-props="{}"></div>'],
    ['props that are not JSON', '<div data-island="site-header" data-island-props="{nope"></div>'],
  ])('reports %s and leaves the HTML as it is', (_case, html) => {
    document.body.innerHTML = html;
    const { host, hydrated, reported } = recordingHost();
    expect(start(host).count).toBe(0);
    expect(reported).toHaveLength(1);
    expect(hydrated).toEqual([]);
  });

  it('hydrateNamed starts the named islands only', async () => {
    document.body.innerHTML =
      '<div data-island="notification-area" data-island-props="{}"></div><div data-island="help-launcher" data-island-props="{}"></div>';
    const { host, hydrated } = recordingHost();
    start(host).hydrateNamed('notification-area');
    await settle();
    expect(hydrated.map((island) => island.name)).toEqual(['notification-area']);
  });
});
