import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { formatLocalDateTime } from '../../../lib/dates';
import { passkeyFailureText } from './passkeys-panel';
import {
  countryLabel,
  mySessionsKey,
  signOutOtherSessions,
  signOutSession,
  useMySessions,
  type AccountSession,
} from './sessions-api';
import './account-security.css';

function SessionRow({ session }: { session: AccountSession }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const end = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await signOutSession(session.id);
      await queryClient.invalidateQueries({ queryKey: mySessionsKey });
    } catch (error) {
      setFailure(passkeyFailureText(error));
      setBusy(false);
    }
  };
  return (
    <li className="security-row">
      <div>
        <p className="security-row__title">
          {session.device}
          {session.current ? <span className="security-badge">This device</span> : null}
        </p>
        <p className="security-muted">
          {countryLabel(session.country)} · last active {formatLocalDateTime(session.lastSeenAt)} · signed in{' '}
          {formatLocalDateTime(session.startedAt)}
        </p>
        {failure ? <FormAlert>{failure}</FormAlert> : null}
      </div>
      {session.current ? null : (
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={busy || undefined}
          aria-label={`Sign out ${session.device}`}
          onClick={() => void end()}
        >
          {busy ? 'Signing out…' : 'Sign out'}
        </button>
      )}
    </li>
  );
}

/** Where the account is signed in (decision 076): each session, sign out one, or all the others. */
export function SessionsPanel() {
  const sessions = useMySessions();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;

  const endOthers = async () => {
    if (busy) return;
    setBusy(true);
    setMessage(null);
    try {
      const ended = await signOutOtherSessions();
      await queryClient.invalidateQueries({ queryKey: mySessionsKey });
      setMessage({ tone: 'success', text: `Signed out of ${ended} other session${ended === 1 ? '' : 's'}.` });
    } catch (error) {
      setMessage({ tone: 'error', text: passkeyFailureText(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="account-card security-panel" aria-labelledby="sessions-title">
      <h2 id="sessions-title">Where you are signed in</h2>
      <p className="security-muted">
        The place is approximate, from the internet address. A session you do not recognise? Sign it out and change your
        password.
      </p>
      {message ? <FormAlert tone={message.tone}>{message.text}</FormAlert> : null}
      {sessions.isPending ? <p>Loading your sessions…</p> : null}
      {sessions.isError ? (
        <FormAlert>Your sessions could not be loaded. Reload the page to try again.</FormAlert>
      ) : null}
      {sessions.data ? (
        <ul className="security-list" aria-label="Your sessions">
          {sessions.data.map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </ul>
      ) : null}
      {others > 0 ? (
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={busy || undefined}
          onClick={() => void endOthers()}
        >
          {busy ? 'Signing out…' : 'Sign out all other sessions'}
        </button>
      ) : null}
    </section>
  );
}
