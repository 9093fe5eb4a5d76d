import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { FormAlert } from '../../../components/form/form-alert';
import { useSession } from '../../../lib/session/session-context';
import { emailChangeFailureText, undoEmailChange } from './email-change-api';
import { EmailChangeLinkFrame } from './email-change-link-frame';
import './email-change.css';

/**
 * The page the undo link to the old address opens: /account/email/undo?hash=… (decision 075). Undoing
 * signs every device out, so it waits for the button rather than running when the page opens (a mail
 * scanner opening the link does nothing).
 */
export function EmailChangeUndoPage() {
  const [search] = useSearchParams();
  const hash = search.get('hash') ?? '';
  const { revalidate } = useSession();
  const undo = useMutation({
    mutationFn: () => undoEmailChange(hash),
    // This browser's session ended with the others.
    onSuccess: () => void revalidate(),
  });

  if (undo.data === 'undone') {
    return (
      <EmailChangeLinkFrame title="Your e-mail address is back">
        <FormAlert tone="success">
          <p>Your account uses this e-mail address again, and we signed out every device.</p>
        </FormAlert>
        <p>
          Whoever changed it may know your password, so it no longer works. We sent you an e-mail with a link to choose
          a new one. If the link has expired, use “Forgot password” on the sign-in page.
        </p>
        <div className="email-change-link__actions">
          <Link to={sitePaths.forgotPassword} className="button button--primary">
            Choose a new password
          </Link>
        </div>
      </EmailChangeLinkFrame>
    );
  }
  if (undo.data === 'taken') {
    return (
      <EmailChangeLinkFrame title="We could not give your address back">
        <FormAlert>
          <p>Another account now uses your old e-mail address, so we could not put it back on your account.</p>
        </FormAlert>
        <p>We signed out every device and your password no longer works. Please contact us so we can help.</p>
        <div className="email-change-link__actions">
          <Link to={sitePaths.contact} className="button button--primary">
            Contact us
          </Link>
        </div>
      </EmailChangeLinkFrame>
    );
  }
  if (undo.data === 'invalid' || !hash) {
    return (
      <EmailChangeLinkFrame title="This link cannot be used">
        <FormAlert>
          <p>This undo link is not valid any more, so nothing changed.</p>
        </FormAlert>
        <p>
          An undo link works once, for 7 days after the change. If someone else changed your e-mail address and the link
          no longer works, contact us.
        </p>
        <div className="email-change-link__actions">
          <Link to={sitePaths.contact} className="button button--primary">
            Contact us
          </Link>
        </div>
      </EmailChangeLinkFrame>
    );
  }
  return (
    <EmailChangeLinkFrame title="Undo the change of your e-mail address">
      <p>If you did not change the e-mail address of your account, undo it here. We will:</p>
      <ul>
        <li>put your old e-mail address back on the account;</li>
        <li>sign out every device signed in to your account;</li>
        <li>stop your current password and send you a link to choose a new one.</li>
      </ul>
      {undo.isError ? (
        <FormAlert>
          <p>{emailChangeFailureText(undo.error)}</p>
        </FormAlert>
      ) : null}
      <div className="email-change-link__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={undo.isPending}
          onClick={() => undo.mutate()}
        >
          {undo.isPending ? 'Undoing…' : 'Undo the change'}
        </button>
      </div>
    </EmailChangeLinkFrame>
  );
}
