import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LiveSessions } from '../../../components/security/live-sessions';
import { useStaffRedirect } from '../use-staff-redirect';
import { fetchMyStaffSessions, myStaffSessionsKey, signOutOtherSessions } from './api/staff-sessions-api';
import { OpsSessionsTable } from './ops-sessions-table';

/** The staff member's own live sessions (decision 072), and the way to end all but this one. */
export function OpsMySessionsSection() {
  const sessions = useQuery({ queryKey: myStaffSessionsKey, queryFn: fetchMyStaffSessions, retry: false });
  useStaffRedirect(sessions.error);
  const queryClient = useQueryClient();
  const signOutOthers = async () => {
    const ended = await signOutOtherSessions();
    await queryClient.invalidateQueries({ queryKey: myStaffSessionsKey });
    return ended;
  };

  return (
    <section className="ops-section" aria-labelledby="ops-my-sessions-heading">
      <h2 id="ops-my-sessions-heading">Your sessions</h2>
      <p className="ops-muted">
        Where you are signed in to the back office now. A session you do not recognise? Sign it out, and tell an
        administrator.
      </p>
      <LiveSessions
        sessions={sessions}
        signOutOthers={signOutOthers}
        signOutOthersLabel="Sign out my other sessions"
        signOutOthersFailureText={() => 'Your other sessions could not be signed out. Try again.'}
        actionsClassName="ops-actions-row"
      >
        {(list) => (
          <OpsSessionsTable
            sessions={list}
            caption={`${list.length} live session${list.length === 1 ? '' : 's'}, most recently seen first.`}
          />
        )}
      </LiveSessions>
    </section>
  );
}
