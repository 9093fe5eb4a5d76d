/**
 * Spec §4's account load status, for loading and for submitting a change
 * request: idle, then fetching, then success or fail. The panel branches on
 * these four words only, whatever the query library calls its states.
 */
export type AccountLoadStatus = 'idle' | 'fetching' | 'success' | 'fail';

/** A query's state as TanStack Query reports it (`status` and `fetchStatus`), with whether it holds data. */
export interface QueryState {
  status: 'pending' | 'error' | 'success';
  fetchStatus: 'fetching' | 'paused' | 'idle';
}

/**
 * The load: what is shown stays shown while it is asked for again (a refetch
 * after an upload or a cancel is not a new load); a failed load is `fail`
 * until a retry starts fetching.
 */
export function loadStatusOf(query: QueryState): AccountLoadStatus {
  if (query.status === 'success') return 'success';
  if (query.fetchStatus === 'fetching') return 'fetching';
  if (query.status === 'error') return 'fail';
  return 'idle';
}

/** The submit: a mutation's `status` (idle, pending, success, error) in the spec's words. */
export function submitStatusOf(status: 'idle' | 'pending' | 'success' | 'error'): AccountLoadStatus {
  switch (status) {
    case 'idle':
      return 'idle';
    case 'pending':
      return 'fetching';
    case 'success':
      return 'success';
    case 'error':
      return 'fail';
  }
}
