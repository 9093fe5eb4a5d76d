import { useEffect, useState } from 'react';

/**
 * A module that a page needs only once it is interactive (a secondary form):
 * null in the prerendered HTML and at hydration, so both render the same
 * placeholder, then the module once its chunk has arrived. The page's first
 * download stays without that module's code.
 */
export function useLoadedAfterHydration<Module>(load: () => Promise<Module>): Module | null {
  const [loaded, setLoaded] = useState<{ module: Module } | null>(null);
  useEffect(() => {
    let live = true;
    load()
      .then((module) => live && setLoaded({ module }))
      // A chunk that fails to arrive leaves the placeholder; the next page load tries again.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [load]);
  return loaded?.module ?? null;
}
