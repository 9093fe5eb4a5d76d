import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { useStaffRedirect } from '../use-staff-redirect';
import { fetchMyStaffSessions, myStaffSessionsKey, signOutOtherSessions } from './api/staff-sessions-api';
import { OpsSessionsTable } from './ops-sessions-table';

/** The staff member's own live sessions (decision 072), and the way to end all but this one. */
export function OpsMySessionsSection() {
  const sessions = useQuery({ queryKey: myStaffSessionsKey, queryFn: fetchMyStaffSessions, retry: false });
  useStaffRedirect(sessions.error);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;

  const signOutOthers = async () => {
    if (busy) return;
    setBusy(true);
    setMessage(null);
    try {
      const ended = await signOutOtherSessions();
      await queryClient.invalidateQueries({ queryKey: myStaffSessionsKey });
      setMessage({ tone: 'success', text: `Signed out of ${ended} other session${ended === 1 ? '' : 's'}.` });
    } catch {
      setMessage({ tone: 'error', text: 'Your other sessions could not be signed out. Try again.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="ops-section" aria-labelledby="ops-my-sessions-heading">
      <h2 id="ops-my-sessions-heading">Your sessions</h2>
      <p className="ops-muted">
        Where you are signed in to the back office now. A session you do not recognise? Sign it out, and tell an
        administrator.
      </p>
      {message ? <FormAlert tone={message.tone}>{message.text}</FormAlert> : null}
      {sessions.isPending ? <p>Loading your sessions…</p> : null}
      {sessions.isError ? (
        <FormAlert>Your sessions could not be loaded. Reload the page to try again.</FormAlert>
      ) : null}
      {sessions.data ? (
        <OpsSessionsTable
          sessions={sessions.data}
          caption={`${sessions.data.length} live session${sessions.data.length === 1 ? '' : 's'}, most recently seen first.`}
        />
      ) : null}
      {others > 0 ? (
        <div className="ops-actions-row">
          <button
            type="button"
            className="button button--secondary"
            aria-disabled={busy || undefined}
            onClick={() => void signOutOthers()}
          >
            {busy ? 'Signing out…' : 'Sign out my other sessions'}
          </button>
        </div>
      ) : null}
    </section>
  );
}
