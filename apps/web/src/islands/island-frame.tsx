import { useEffect, type ComponentType, type ReactNode } from 'react';
import { DocumentRouter } from './document-router';
import { IslandNotificationProvider } from './island-notifications';

export type Provider = ComponentType<{ children: ReactNode }>;

/**
 * What an island sits in when it hydrates on its own (decision 090): the document router, the
 * page's notifications, and the providers its code asked for (`providers`, outermost first). None
 * of them renders markup, so the island's HTML is the same as in the prerendered page.
 * `onHydrated` runs once React has the island.
 */
export function IslandFrame({
  providers,
  onHydrated,
  children,
}: {
  providers: readonly Provider[];
  onHydrated: () => void;
  children: ReactNode;
}) {
  useEffect(onHydrated, [onHydrated]);
  const tree = providers.reduceRight<ReactNode>((inner, Outer) => <Outer>{inner}</Outer>, children);
  return (
    <DocumentRouter>
      <IslandNotificationProvider>{tree}</IslandNotificationProvider>
    </DocumentRouter>
  );
}
