import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { FormAlert } from '../../../components/form/form-alert';
import { OpsNav } from '../back-office-nav';
import { useCurrentStaff } from '../use-current-staff';
import { useStaffRedirect } from '../use-staff-redirect';
import {
  allStaffSessionsKey,
  fetchAllStaffSessions,
  signOutEverywhere,
  type StaffSessionInfo,
} from './api/staff-sessions-api';
import { OpsSessionsTable } from './ops-sessions-table';
import './back-office-security.css';

interface StaffGroup {
  staffId: string;
  email: string;
  role: string;
  sessions: StaffSessionInfo[];
}

function byStaffMember(sessions: readonly StaffSessionInfo[]): StaffGroup[] {
  const groups = new Map<string, StaffGroup>();
  for (const session of sessions) {
    const group = groups.get(session.staffId) ?? {
      staffId: session.staffId,
      email: session.staffEmail,
      role: session.staffRole,
      sessions: [],
    };
    group.sessions.push(session);
    groups.set(session.staffId, group);
  }
  return [...groups.values()];
}

function StaffMemberSessions({ group }: { group: StaffGroup }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const headingId = `ops-staff-${group.staffId}`;
  const signOut = async () => {
    if (busy) return;
    setBusy(true);
    setFailed(false);
    try {
      await signOutEverywhere(group.staffId);
      await queryClient.invalidateQueries({ queryKey: allStaffSessionsKey });
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="ops-section ops-staff-member" aria-labelledby={headingId}>
      <div className="ops-staff-member__head">
        <h2 id={headingId}>
          {group.email} <span className="ops-badge">{group.role}</span>
        </h2>
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={busy || undefined}
          aria-label={`Sign ${group.email} out everywhere`}
          onClick={() => void signOut()}
        >
          {busy ? 'Signing out…' : 'Sign out everywhere'}
        </button>
      </div>
      {failed ? <FormAlert>{`${group.email} could not be signed out. Try again.`}</FormAlert> : null}
      <OpsSessionsTable
        sessions={group.sessions}
        caption={`${group.sessions.length} live session${group.sessions.length === 1 ? '' : 's'}.`}
      />
    </section>
  );
}

function AllSessions() {
  const sessions = useQuery({ queryKey: allStaffSessionsKey, queryFn: fetchAllStaffSessions, retry: false });
  useStaffRedirect(sessions.error);
  if (sessions.isPending) return <p>Loading the live sessions…</p>;
  if (sessions.isError)
    return <FormAlert>The live sessions could not be loaded. Reload the page to try again.</FormAlert>;
  const groups = byStaffMember(sessions.data);
  return (
    <>
      <p className="ops-muted">
        {`${groups.length} staff member${groups.length === 1 ? '' : 's'} signed in. Signing someone out everywhere ends every session they have; they must sign in again.`}
      </p>
      {groups.map((group) => (
        <StaffMemberSessions key={group.staffId} group={group} />
      ))}
    </>
  );
}

/** Every live staff session, by staff member, with "Sign out everywhere" (decision 072). Admins only. */
export function OpsStaffPage() {
  const staff = useCurrentStaff();
  if (staff.isPending) return <p className="ops-card">Checking your back-office session…</p>;
  if (staff.isError) return <Navigate to={sitePaths.opsSignIn} replace />;
  return (
    <div className="ops-page ops-security">
      <title>Staff sessions · Back office</title>
      <OpsNav />
      <h1>Staff sessions</h1>
      {staff.data.role === 'admin' ? (
        <AllSessions />
      ) : (
        <div className="ops-admin-only" role="status">
          <p>
            <strong>Staff sessions are for administrators.</strong> Your own sessions are on the{' '}
            <Link to={sitePaths.opsSecurity}>Security page</Link>.
          </p>
        </div>
      )}
    </div>
  );
}
