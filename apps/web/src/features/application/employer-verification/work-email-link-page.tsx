import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { Link, useParams } from 'react-router';
import { notificationCatalogue } from '@waypoint/domain/notifications/notification-catalogue';
import { PRODUCT } from '@waypoint/domain/product';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { FormAlert } from '../../../components/form/form-alert';
import { ApiError } from '../../../lib/api-errors';
import { useNotifications } from '../../../lib/notifications/notification-context';
import { applicationCacheKey } from '../state/use-application-draft';
import { confirmWorkEmail } from './api/work-email-confirmation';

const refusals: Record<string, { title: string; text: string }> = {
  LINK_EXPIRED: {
    title: 'This link has expired',
    text: 'Links work for 24 hours. Resume your application and send a new link from the work e-mail step.',
  },
  LINK_USED: {
    title: 'This link has already been used',
    text: 'If you opened it before, your work e-mail is confirmed: resume your application. Otherwise send a new link from the work e-mail step.',
  },
};
const invalid = {
  title: 'This link is not valid',
  text: 'It may be incomplete (copy the whole address from the e-mail), or a newer link replaced it. Resume your application to send a new one.',
};

function Page({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="page">
      <title>{`${title} | ${PRODUCT.name}`}</title>
      <div className="container">
        <h1>{title}</h1>
        {children}
      </div>
    </div>
  );
}

/**
 * The page the work-e-mail link opens: it confirms the link with
 * the server, without a session (the e-mail is often read on a phone), and
 * shows work_email_verified (product-rules#notification-catalogue), or why the link did not work and the
 * way forward.
 */
export function WorkEmailLinkPage() {
  const { first = '', second = '' } = useParams();
  const { show } = useNotifications();
  const queryClient = useQueryClient();
  // Confirming uses the link up, so it runs once per page, never again on focus or reconnect.
  const confirmation = useQuery({
    queryKey: ['work-email-link', first, second],
    queryFn: () => confirmWorkEmail(first, second),
    retry: (failures, error) => !(error instanceof ApiError) && failures < 2,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const onVerified = useEffectEvent(() => {
    show('work_email_verified');
    // Opened in the tab that holds the wizard: its draft must show the employer verified on return.
    void queryClient.invalidateQueries({ queryKey: applicationCacheKey });
  });
  useEffect(() => {
    if (confirmation.isSuccess) onVerified();
  }, [confirmation.isSuccess]);

  const resume = (
    <Link to={sitePaths.application} className="button button--primary">
      Resume your application
    </Link>
  );
  if (confirmation.isPending) {
    return (
      <Page title="Confirming your work e-mail">
        <p role="status">Confirming your work e-mail…</p>
      </Page>
    );
  }
  if (confirmation.isSuccess) {
    return (
      <Page title="Work e-mail confirmed">
        <FormAlert tone="success">{notificationCatalogue.work_email_verified.text}</FormAlert>
        <p>Your employer is confirmed. Resume your application on this device or the one you started on.</p>
        {resume}
      </Page>
    );
  }
  const error = confirmation.error;
  if (!(error instanceof ApiError)) {
    return (
      <Page title="Confirming your work e-mail">
        <FormAlert>We could not reach our server. Check your connection and try again.</FormAlert>
        <button type="button" className="button button--primary" onClick={() => void confirmation.refetch()}>
          Try again
        </button>
      </Page>
    );
  }
  const refusal = refusals[error.code ?? ''] ?? invalid;
  return (
    <Page title={refusal.title}>
      <FormAlert>{error.message}</FormAlert>
      <p>{refusal.text}</p>
      {resume}
    </Page>
  );
}
