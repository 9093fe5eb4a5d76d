import { PageIntro } from '../../components/content/page-intro';
import { RichContent } from '../../lib/content/rich-content';
import { Island } from '../../lib/islands/island';
import { prerenderedLazyPart } from '../../lib/lazy/prerendered-lazy-part';
import type { PageResults } from '../../lib/page-data/site-content';
// The form is in the prerendered HTML, so its styles come with the page, not with its lazily loaded code.
import '../../components/form/form.css';
import './invite-page.css';

// The form stack loads apart from the offer's copy (decision 046); the page's
// loader awaits loadEnrollCodeForm, so the form is in the HTML and hydrates with the page.
const enrollCodeForm = prerenderedLazyPart(
  () => import('./enroll-code-form'),
  <div className="invite-form-placeholder" aria-hidden="true" />,
);
export const loadEnrollCodeForm = enrollCodeForm.load;
export const EnrollCodeForm = enrollCodeForm.Part;

/**
 * `/enroll`: where direct-mail letters and partners send people (decision 035).
 * The Markdown copy explains the offer; the form checks the pre-approved code
 * with validatePreApprovedCode, shows promo_code_activated and opens sign-up
 * with the code filled in, as `/i` does. Prerendered, so the form renders the
 * same on the server and in the browser; its code is a chunk of its own that
 * the HTML does not preload, so the offer paints first (decision 046).
 */
export function EnrollPage({ result }: { result: PageResults['component---enroll'] }) {
  const { page } = result;
  return (
    <article className="content-page invite-page">
      <PageIntro heading={page.heading} lede={page.lede} />
      <div className="container">
        <section className="invite-panel" aria-labelledby="enroll-code-title">
          <h2 id="enroll-code-title">Enter your pre-approved code</h2>
          <Island name="enroll-code-form" component={EnrollCodeForm} props={{}} />
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
