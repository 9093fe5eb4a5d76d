import { useEffect, useEffectEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { FormAlert } from '../../../components/form/form-alert';
import { useNotifications } from '../../../lib/notifications/notification-context';
import { useSession } from '../../../lib/session/session-context';
import { useEmailVerification } from '../api/email-verification';
import { AuthLayout } from '../components/auth-layout';
import { transientFailureText } from '../lib/auth-failure';
import { ResendVerificationForm } from './resend-verification-form';

/** The page the verification e-mail links to: /emailconfirmation?hash=… */
export function EmailConfirmationPage() {
  const [search] = useSearchParams();
  const hash = search.get('hash') ?? '';
  const verification = useEmailVerification(hash);
  const { show } = useNotifications();
  const { user, revalidate } = useSession();

  // product-rules#verify-email: a verified e-mail shows email_verified. The session may have changed with it.
  const onVerified = useEffectEvent(() => {
    show('email_verified');
    void revalidate();
  });
  const verifiedAt = verification.isSuccess ? verification.dataUpdatedAt : 0;
  useEffect(() => {
    if (verifiedAt) onVerified();
  }, [verifiedAt]);

  if (hash && (verification.isPending || verification.isFetching)) {
    return (
      <AuthLayout title="Confirm your e-mail">
        <p role="status">Confirming your e-mail address…</p>
      </AuthLayout>
    );
  }
  if (verification.isSuccess) {
    return (
      <AuthLayout title="Your e-mail is confirmed">
        <p>
          Thank you, {verification.data.firstName}. We will use {verification.data.email} for everything about your
          application and your card.
        </p>
        <Link to={sitePaths.application} className="button button--primary">
          Resume your application
        </Link>
      </AuthLayout>
    );
  }
  const retryText = verification.isError ? transientFailureText(verification.error) : null;
  if (retryText) {
    return (
      <AuthLayout title="Confirm your e-mail">
        <FormAlert>
          <p>{retryText}</p>
        </FormAlert>
        <button type="button" className="button button--primary" onClick={() => void verification.refetch()}>
          Try again
        </button>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Confirm your e-mail">
      <FormAlert>
        <p>This confirmation link is not valid, or it has already been used.</p>
      </FormAlert>
      <p>
        Each link works once. If you have already confirmed your address, there is nothing more to do:{' '}
        <Link to={sitePaths.application}>resume your application</Link>. Otherwise, ask for a new link below.
      </p>
      <ResendVerificationForm key={user?.email ?? ''} knownEmail={user?.email ?? ''} />
    </AuthLayout>
  );
}
