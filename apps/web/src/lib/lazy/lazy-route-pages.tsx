import type { ReactNode } from 'react';

/** A lazily loaded page that reads or changes server state, wrapped in the query client that comes with it. */
export function withQueryClient(load: () => Promise<ReactNode>) {
  return async () => {
    const [{ WithQueryClient }, page] = await Promise.all([import('../query/with-query-client'), load()]);
    return { element: <WithQueryClient>{page}</WithQueryClient> };
  };
}

/** A lazily loaded page that calls the server by itself, without the query client (decision 091). */
export function pageWithoutQueries(load: () => Promise<ReactNode>) {
  return async () => ({ element: await load() });
}
