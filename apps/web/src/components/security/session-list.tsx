import { formatLocalDateTime } from '../../lib/dates';
import { FormAlert } from '../form/form-alert';
import { useRowAction } from './row-action';
import './security-list.css';

/** What a session row shows: the device, roughly where, and when it started and was last seen. */
export interface ListedSession {
  readonly id: string;
  readonly device: string;
  readonly startedAt: string;
  readonly lastSeenAt: string;
  /** The session this page runs in: marked, and signed out by the site's own Sign out instead. */
  readonly current: boolean;
}

interface SessionListProps<S extends ListedSession> {
  readonly sessions: readonly S[];
  /** Where the session is, in words (“United States”, “Place unknown”). */
  readonly placeOf: (session: S) => string;
  /** Ends the session and refreshes the list; a throw is shown on its row in `failureText`'s words. */
  readonly signOut: (session: S) => Promise<void>;
  readonly failureText: (error: unknown) => string;
}

function SessionRow<S extends ListedSession>({
  session,
  placeOf,
  signOut,
  failureText,
}: Omit<SessionListProps<S>, 'sessions'> & { session: S }) {
  const { busy, failure, start } = useRowAction(() => signOut(session), failureText);
  return (
    <li className="security-row">
      <div>
        <p className="security-row__title">
          {session.device}
          {session.current ? <span className="security-badge">This device</span> : null}
        </p>
        <p className="security-muted">
          {placeOf(session)} · last active {formatLocalDateTime(session.lastSeenAt)} · signed in{' '}
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
          onClick={() => void start()}
        >
          {busy ? 'Signing out…' : 'Sign out'}
        </button>
      )}
    </li>
  );
}

/** Each signed-in session as a row, with Sign out on every one but this device's (decision 076). */
export function SessionList<S extends ListedSession>({ sessions, ...row }: SessionListProps<S>) {
  return (
    <ul className="security-list" aria-label="Your sessions">
      {sessions.map((session) => (
        <SessionRow key={session.id} session={session} {...row} />
      ))}
    </ul>
  );
}
