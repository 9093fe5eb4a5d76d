import { useQueryClient } from '@tanstack/react-query';
import { LiveSessions } from '../../../components/security/live-sessions';
import { SessionList } from '../../../components/security/session-list';
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

/** Where the account is signed in (decision 076): each session, sign out one, or all the others. */
export function SessionsPanel() {
  const sessions = useMySessions();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: mySessionsKey });
  const signOut = async ({ id }: AccountSession) => {
    await signOutSession(id);
    await refresh();
  };
  const signOutOthers = async () => {
    const ended = await signOutOtherSessions();
    await refresh();
    return ended;
  };

  return (
    <section className="account-card security-panel" aria-labelledby="sessions-title">
      <h2 id="sessions-title">Where you are signed in</h2>
      <p className="security-muted">
        The place is approximate, from the internet address. A session you do not recognise? Sign it out and change your
        password.
      </p>
      <LiveSessions
        sessions={sessions}
        signOutOthers={signOutOthers}
        signOutOthersLabel="Sign out all other sessions"
        signOutOthersFailureText={passkeyFailureText}
      >
        {(list) => (
          <SessionList
            sessions={list}
            placeOf={(session) => countryLabel(session.country)}
            signOut={signOut}
            failureText={passkeyFailureText}
          />
        )}
      </LiveSessions>
    </section>
  );
}
