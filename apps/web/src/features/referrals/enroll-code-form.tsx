import { WithQueryClient } from '../../lib/query/with-query-client';
import { enrollCodeTexts } from './enroll-code-texts';
import { InviteCodeForm } from './invite-code-form';

/**
 * The `/enroll` code form with its query client: the chunk the enroll page
 * loads apart from its own, so the form stack (react-hook-form, zod, the
 * GraphQL client, the query library) is not preloaded by the page's HTML
 * (decision 046).
 */
export default function EnrollCodeForm() {
  return (
    <WithQueryClient>
      <InviteCodeForm id="enroll-code" {...enrollCodeTexts} />
    </WithQueryClient>
  );
}
