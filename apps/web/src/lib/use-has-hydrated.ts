import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the prerendered HTML and during hydration, true once the page's
 * code runs it: for controls that must not act before their handlers exist.
 */
export function useHasHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
