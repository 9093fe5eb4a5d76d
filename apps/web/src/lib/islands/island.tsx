import { createElement, type ComponentType } from 'react';
import { islandAttributes, type IslandHydration, type IslandName } from './island-names';
import './island.css';

export interface IslandProps<Props extends object> {
  name: IslandName;
  /** The same component `src/islands/island-registry.ts` loads under `name`, so hydration matches. */
  component: ComponentType<Props>;
  /** Plain JSON: they are written into the HTML and read back when the island hydrates. */
  props: Props;
  hydrate?: IslandHydration;
}

/**
 * An interactive part of a page (decision 090). It renders its component inside a marker that names
 * it and carries its props, so a prerendered content page can hydrate this part alone, without the
 * router or the rest of the page. In the app (main.tsx) the marker is only a box that lays out as
 * if it were not there.
 */
export function Island<Props extends object>({ name, component, props, hydrate = 'interaction' }: IslandProps<Props>) {
  return (
    <div
      {...{
        [islandAttributes.name]: name,
        [islandAttributes.props]: JSON.stringify(props),
        [islandAttributes.hydrate]: hydrate,
      }}
    >
      {createElement(component, props)}
    </div>
  );
}
