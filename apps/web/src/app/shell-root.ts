/**
 * The attribute the build puts on the root of a client-only page's prerendered
 * shell (decision 047): main.tsx renders over such a root instead of hydrating it.
 */
export const shellRootAttribute = 'data-shell';
