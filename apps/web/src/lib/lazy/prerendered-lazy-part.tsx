import { createElement, lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A part of a prerendered page whose code stays out of the page's chunk, so
 * the HTML does not modulepreload it and the first paint does not wait on it
 * (decision 046). The page's loader calls `load()` before the page renders
 * (the prerender, hydration and a client navigation alike), so the part
 * renders at once and hydrates with the page; the Suspense boundary is always
 * there, so the server's and the browser's trees match, and its fallback
 * (used only if something renders the part before `load()`) holds the part's
 * space so nothing below moves.
 */
export interface PrerenderedLazyPart<Props extends object> {
  Part: ComponentType<Props>;
  load: () => Promise<void>;
}

export function prerenderedLazyPart<Props extends object>(
  importPart: () => Promise<{ default: ComponentType<Props> }>,
  fallback: ReactNode,
): PrerenderedLazyPart<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const importOnce = () => {
    loading ??= importPart().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        // A chunk that failed to arrive (offline, a deploy since) is asked for again next time.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const LazyPart = lazy(async () => ({ default: await importOnce() }));

  function Part(props: Props) {
    return <Suspense fallback={fallback}>{createElement(loaded ?? LazyPart, props)}</Suspense>;
  }
  return {
    Part,
    load: async () => {
      await importOnce();
    },
  };
}
