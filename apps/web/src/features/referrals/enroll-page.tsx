import { PageIntro } from '../../components/content/page-intro';
import { RichContent } from '../../lib/content/rich-content';
import type { PageResults } from '../../lib/page-data/site-content';
import { WithQueryClient } from '../../lib/query/with-query-client';
import { InviteCodeForm } from './invite-code-form';
import './invite-page.css';

export const enrollCodeTexts = {
  label: 'Pre-approved code',
  formLabel: 'Enter your pre-approved code',
  hint: 'Letters, numbers and dashes, as printed on your letter or invitation.',
  notAccepted:
    'We could not find that code. Check it for typing mistakes; if it still does not work, the offer may have ended.',
} as const;

/**
 * `/enroll`: where direct-mail letters and partners send people (decision 035).
 * The Markdown copy explains the offer; the form checks the pre-approved code
 * with validatePreApprovedCode, shows promo_code_activated and opens sign-up
 * with the code filled in, as `/i` does. Prerendered, so the form renders the
 * same on the server and in the browser.
 */
export function EnrollPage({ result }: { result: PageResults['component---enroll'] }) {
  const { page } = result;
  return (
    <article className="content-page invite-page">
      <PageIntro heading={page.heading} lede={page.lede} />
      <div className="container">
        <section className="invite-panel" aria-labelledby="enroll-code-title">
          <h2 id="enroll-code-title">Enter your pre-approved code</h2>
          <WithQueryClient>
            <InviteCodeForm id="enroll-code" {...enrollCodeTexts} />
          </WithQueryClient>
        </section>
      </div>
      <div className="content-body">
        <div className="container">
          <RichContent nodes={page.body} />
        </div>
      </div>
    </article>
  );
}
