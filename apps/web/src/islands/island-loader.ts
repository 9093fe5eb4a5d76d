import { islandAttributes, isIslandName, untilHydratedAttribute, type IslandName } from '../lib/islands/island-names';

/**
 * Finds the islands of a prerendered content page and hydrates each on its own when it is needed
 * (decision 090): on the first pointer, touch, focus or key inside it; as it nears the screen when
 * it is marked `visible`; once the page is idle when `atIdle` says the page needs it at once. Until
 * then the island is the prerendered HTML: its links are ordinary links. The code that renders an
 * island arrives through `host`, so this file holds no React and costs the page almost nothing.
 */
export interface IslandHost {
  /** Loads the island's code and hydrates the marker with it; resolves once React has taken it over. */
  hydrate(element: HTMLElement, name: IslandName, props: object): Promise<void>;
  /** An island whose code could not load or whose props were unreadable: reported, never thrown at the page. */
  report(error: unknown): void;
}

export interface IslandOptions {
  /** Islands the page needs at once (after idle), whatever their trigger. */
  atIdle?: (name: IslandName) => boolean;
  whenIdle?: (task: () => void) => void;
  /** How far below the screen a `visible` island starts hydrating. */
  visibleMargin?: string;
}

/** Events that show a visitor is about to use an island: each one starts its hydration. */
export const interactionEvents = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * A press that only the island's code can answer: a plain button (it does nothing before hydration)
 * or a control disabled until hydration (decision 051), which the loader has enabled and whose press
 * it holds back, so the browser does not send the form itself. Either is pressed again once React
 * has the island.
 */
function heldPress(event: Event): HTMLElement | null {
  if (!(event.target instanceof Element)) return null;
  const control = event.target.closest<HTMLElement>(`[${untilHydratedAttribute}]`);
  if (control) {
    event.preventDefault();
    return control;
  }
  return event.target.closest<HTMLElement>('button[type="button"]');
}

/** Whether the visitor is already in the island: focus inside it, or a field that no longer holds its HTML's value. */
function inUse(element: HTMLElement): boolean {
  if (element.contains(element.ownerDocument.activeElement) && element.ownerDocument.activeElement !== element)
    return true;
  return [
    ...element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select'),
  ].some((field) =>
    field instanceof HTMLSelectElement
      ? [...field.options].some((option) => option.selected !== option.defaultSelected)
      : field.value !== field.defaultValue ||
        ('checked' in field && field instanceof HTMLInputElement && field.checked !== field.defaultChecked),
  );
}

export interface IslandsOnPage {
  /** Hydrates the named islands now (another island needs them, e.g. the notification area). */
  hydrateNamed(name: IslandName): void;
  count: number;
}

export function startIslands(root: ParentNode, host: IslandHost, options: IslandOptions = {}): IslandsOnPage {
  const { atIdle = () => false, whenIdle = (task) => setTimeout(task, 0), visibleMargin = '200px' } = options;
  const starters: { name: IslandName; start: () => void }[] = [];

  for (const element of root.querySelectorAll<HTMLElement>(`[${islandAttributes.name}]`)) {
    // An island inside another hydrates with it.
    if (element.parentElement?.closest(`[${islandAttributes.name}]`)) continue;
    const name = element.getAttribute(islandAttributes.name) ?? '';
    if (!isIslandName(name)) {
      host.report(new Error(`Unknown island "${name}"`));
      continue;
    }
    let props: object;
    try {
      props = JSON.parse(element.getAttribute(islandAttributes.props) ?? '{}') as object;
    } catch (error) {
      host.report(error);
      continue;
    }

    let state: 'waiting' | 'hydrating' | 'hydrated' = 'waiting';
    let pressed: HTMLElement | null = null;
    let observer: IntersectionObserver | undefined;
    const onInteraction = () => start();
    const onClick = (event: Event) => {
      if (state !== 'hydrated') pressed = heldPress(event) ?? pressed;
    };
    const listen = (on: boolean) => {
      for (const type of interactionEvents) {
        if (on) element.addEventListener(type, onInteraction, { capture: true, passive: true });
        else element.removeEventListener(type, onInteraction, { capture: true });
      }
    };
    const start = () => {
      if (state !== 'waiting') return;
      state = 'hydrating';
      listen(false);
      observer?.disconnect();
      host.hydrate(element, name, props).then(
        () => {
          state = 'hydrated';
          element.removeEventListener('click', onClick, { capture: true });
          const target = pressed;
          pressed = null;
          // In a task of its own, after React's first updates (a control enabled by hydration).
          if (target) setTimeout(() => target.isConnected && target.click(), 0);
        },
        (error: unknown) => {
          // Its code did not arrive (offline, a deploy since): the next interaction asks again.
          host.report(error);
          state = 'waiting';
          listen(true);
        },
      );
    };

    listen(true);
    element.addEventListener('click', onClick, { capture: true });
    // Its press can be caught now: a visitor may press it first, and that press starts the island.
    for (const control of element.querySelectorAll(`[${untilHydratedAttribute}]`)) control.removeAttribute('disabled');
    if (element.getAttribute(islandAttributes.hydrate) === 'visible') {
      if (typeof IntersectionObserver === 'function') {
        observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), {
          rootMargin: `0px 0px ${visibleMargin} 0px`,
        });
        // The marker lays out as if absent (display: contents), so its children are what is seen.
        for (const child of element.children) observer.observe(child);
      } else start();
    }
    if (atIdle(name)) whenIdle(start);
    // Used before the script arrived (a field focused or filled on a slow network): hydrate now, as
    // the interaction that would have started it is over.
    if (inUse(element)) start();
    starters.push({ name, start });
  }

  return {
    hydrateNamed: (name) => starters.filter((island) => island.name === name).forEach((island) => island.start()),
    count: starters.length,
  };
}
