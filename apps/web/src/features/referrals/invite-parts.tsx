import type { ContentPage } from '../../lib/page-data/site-content';
import { WithQueryClient } from '../../lib/query/with-query-client';
import { InviteCodeForm } from './invite-code-form';
import { InviteGreeting } from './invite-greeting';

/**
 * What `/i`, `/i/{code}` and `/invite-only` load apart from their copy (decision
 * 046, as `/enroll` does): the code form, or the greeting of an invitation link,
 * with the query client. The form stack (react-hook-form, zod, the GraphQL
 * client, the query library) is then not preloaded by the page's HTML.
 */
export default function InviteParts({ code, page }: { code: string | undefined; page: ContentPage }) {
  return (
    <WithQueryClient>
      {code ? (
        <InviteGreeting code={code} page={page} />
      ) : (
        <div className="container">
          <section className="invite-panel" aria-labelledby="invite-code-title">
            <h2 id="invite-code-title">Enter your invitation code</h2>
            <InviteCodeForm />
          </section>
        </div>
      )}
    </WithQueryClient>
  );
}
