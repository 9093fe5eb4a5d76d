import { useEffect, useState, type RefObject } from 'react';

/** How far below the screen a part starts loading: a fast scroll still finds it ready. */
const loadAheadMargin = '0px 0px 800px 0px';

/**
 * A module that a page needs only once it is interactive and its part is about to be seen (a
 * secondary form further down): null in the prerendered HTML and at hydration, so both render
 * the same placeholder, then the module once the placeholder comes within a screen's reach and
 * its chunk has arrived. A reader who never scrolls there never pays for its code, and the page's
 * load does not: evaluating a form's code is a long task on a slow phone (decision 050).
 */
export function useLoadedNearViewport<Module>(
  load: () => Promise<Module>,
  near: RefObject<Element | null>,
): Module | null {
  const [loaded, setLoaded] = useState<{ module: Module } | null>(null);
  useEffect(() => {
    let live = true;
    const start = () =>
      load()
        .then((module) => live && setLoaded({ module }))
        // A chunk that fails to arrive leaves the placeholder; the next page load tries again.
        .catch(() => undefined);
    const target = near.current;
    if (!target || typeof IntersectionObserver === 'undefined') {
      void start();
      return () => {
        live = false;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void start();
      },
      { rootMargin: loadAheadMargin },
    );
    observer.observe(target);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [load, near]);
  return loaded?.module ?? null;
}
