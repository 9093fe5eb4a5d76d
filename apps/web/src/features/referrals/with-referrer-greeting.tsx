import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { PRODUCT } from '@waypoint/domain/product';
import { WithQueryClient } from '../../lib/query/with-query-client';
import { useInvitation } from './api/get-invitation';
import './invite-page.css';

/** "Maya invited you to Waypoint" above a page reached by a referral link (`/quiz/{code}`). */
function ReferrerGreeting({ code }: { code: string }) {
  const invitation = useInvitation(code);
  if (invitation.data?.kind !== 'member') return null;
  return (
    <p className="referrer-greeting" role="status">
      {invitation.data.referrerName} invited you to {PRODUCT.name}
    </p>
  );
}

/**
 * Wraps a page component (composed in app/page-components.ts, since features
 * do not import each other): with a `:code` in the path, the greeting goes
 * above the page; without one the page renders as it is.
 */
export function withReferrerGreeting<Props extends object>(Page: ComponentType<Props>): ComponentType<Props> {
  function PageWithGreeting(props: Props) {
    const { code } = useParams();
    return (
      <>
        {code ? (
          <WithQueryClient>
            <ReferrerGreeting code={code} />
          </WithQueryClient>
        ) : null}
        <Page {...props} />
      </>
    );
  }
  return PageWithGreeting;
}
