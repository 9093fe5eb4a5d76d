import type { AccountLoadStatus } from '../../../components/account/account-part';

/**
 * The account load status (product-rules#user-status) for a change request's submit: idle, then
 * fetching, then success or fail (the load is the account part's,
 * components/account/account-part). The submit button branches on these
 * words only, whatever the query library calls a mutation's states.
 */
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
