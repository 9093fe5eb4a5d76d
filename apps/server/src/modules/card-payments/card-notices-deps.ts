import type { CardPaymentsDeps } from './card-payments-deps.js';

/**
 * What the card notices use of the payments' deps (decision 081): the holder's address, the site's, the clock,
 * and the channel of a required notice (decision 089).
 */
export type CardNoticesDeps = Pick<
  CardPaymentsDeps,
  'db' | 'cards' | 'holderContactOf' | 'holderNameOf' | 'deliverRequiredNotice' | 'publicUrl' | 'now'
>;
