import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { IslandName } from '../lib/islands/island-names';
import { IslandFrame, type Provider } from './island-frame';
import { islandRegistry, type IslandCode } from './island-registry';

/** The providers an island asked for, each from the chunk the app loads it from too. */
async function providersFor(needs: Omit<IslandCode, 'component'>): Promise<Provider[]> {
  const [session, queries] = await Promise.all([
    needs.session ? import('../features/auth/session/session-provider') : undefined,
    needs.queries ? import('../lib/query/with-query-client') : undefined,
  ]);
  return [session?.SessionProvider, queries?.WithQueryClient].filter((provider) => provider !== undefined);
}

/**
 * Hydrates one island with its own React root (decision 090), in a transition so React yields to
 * the browser between slices. Resolves once React has taken the island over. A mismatch between
 * the HTML and the first render is reported as an error (`report`), so monitoring sees it.
 */
export async function hydrateIsland(
  element: HTMLElement,
  name: IslandName,
  props: object,
  report: (error: unknown) => void,
): Promise<void> {
  const { component: Component, ...needs } = await islandRegistry[name]();
  const providers = await providersFor(needs);
  await new Promise<void>((resolve) => {
    startTransition(() => {
      hydrateRoot(
        element,
        <IslandFrame providers={providers} onHydrated={resolve}>
          <Component {...props} />
        </IslandFrame>,
        { onRecoverableError: report },
      );
    });
  });
}
