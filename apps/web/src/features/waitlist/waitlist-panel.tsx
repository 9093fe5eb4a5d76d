import { WithQueryClient } from '../../lib/query/with-query-client';
import { WaitlistForm } from './waitlist-form';

/**
 * The waitlist's place on /invite-only (decision 087), loaded apart from the page's copy as the
 * invitation-code form is (decision 046), with its own query client: it needs nothing from the
 * page around it.
 */
export default function WaitlistPanel() {
  return (
    <WithQueryClient>
      <section className="waitlist-panel" aria-labelledby="waitlist-title">
        <h2 id="waitlist-title">Join the waitlist</h2>
        <WaitlistForm />
      </section>
    </WithQueryClient>
  );
}
