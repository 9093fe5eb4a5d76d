import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { PageIntro } from '../../components/content/page-intro';
import { RichContent } from '../../lib/content/rich-content';
import { Island } from '../../lib/islands/island';
import { prerenderedLazyPart } from '../../lib/lazy/prerendered-lazy-part';
import type { PageResults } from '../../lib/page-data/site-content';
// The form is in the prerendered HTML, so its styles come with the page, not with its lazily loaded code.
import '../../components/form/form.css';
import { splitAfterWaitlistParagraph } from './invite-copy';
import './invite-page.css';

// The form or the greeting loads apart from the copy (decision 046); the page's loader
// awaits loadInviteParts, so the form is in the HTML and hydrates with the page.
const inviteParts = prerenderedLazyPart(
  () => import('./invite-parts'),
  <div className="invite-form-placeholder" aria-hidden="true" />,
);
export const loadInviteParts = inviteParts.load;
export const InviteParts = inviteParts.Part;

/**
 * `/i`, `/i/{code}` and `/invite-only`: the Markdown copy, with the greeting
 * for an invitation link or a form to enter a code. `/i` and `/invite-only`
 * are prerendered, so their form renders the same on the server and in the
 * browser; `/i/{code}` is the app shell, so its greeting is fetched here.
 */
export function InvitePage({ result, waitlist }: { result: PageResults['component---invite']; waitlist?: ReactNode }) {
  const { page } = result;
  const { code } = useParams();
  // The waitlist form (decision 087, composed in by the app) follows the copy's "Join the waitlist." paragraph.
  const copy = waitlist ? splitAfterWaitlistParagraph(page.body) : null;
  return (
    <article className="content-page invite-page">
      {code ? null : <PageIntro heading={page.heading} lede={page.lede} />}
      <Island name="invite-parts" component={InviteParts} props={{ code, page }} />
      <div className="content-body">
        <div className="container">
          <RichContent nodes={copy?.before ?? page.body} />
          {copy ? (
            <>
              {waitlist}
              <RichContent nodes={copy.after} />
            </>
          ) : null}
        </div>
      </div>
    </article>
  );
}
