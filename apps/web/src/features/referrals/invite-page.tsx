import { useParams } from 'react-router';
import { PageIntro } from '../../components/content/page-intro';
import { RichContent } from '../../lib/content/rich-content';
import type { PageResults } from '../../lib/page-data/site-content';
import { WithQueryClient } from '../../lib/query/with-query-client';
import { InviteCodeForm } from './invite-code-form';
import { InviteGreeting } from './invite-greeting';
import './invite-page.css';

/**
 * `/i`, `/i/{code}` and `/invite-only`: the Markdown copy, with the greeting
 * for an invitation link or a form to enter a code. `/i` and `/invite-only`
 * are prerendered, so their form renders the same on the server and in the
 * browser; `/i/{code}` is the app shell, so its greeting is fetched here.
 */
export function InvitePage({ result }: { result: PageResults['component---invite'] }) {
  const { page } = result;
  const { code } = useParams();
  return (
    <article className="content-page invite-page">
      <WithQueryClient>
        {code ? (
          <InviteGreeting code={code} page={page} />
        ) : (
          <>
            <PageIntro heading={page.heading} lede={page.lede} />
            <div className="container">
              <section className="invite-panel" aria-labelledby="invite-code-title">
                <h2 id="invite-code-title">Enter your invitation code</h2>
                <InviteCodeForm />
              </section>
            </div>
          </>
        )}
      </WithQueryClient>
      <div className="content-body">
        <div className="container">
          <RichContent nodes={page.body} />
        </div>
      </div>
    </article>
  );
}
