import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { FormAlert } from '../form/form-alert';

interface LiveSessionsProps<S extends { readonly current: boolean }> {
  readonly sessions: UseQueryResult<readonly S[]>;
  /** The sessions themselves: the applicant's list, the staff member's table. */
  readonly children: (sessions: readonly S[]) => ReactNode;
  /** Ends every session but this one, refreshes the list, and answers how many ended. */
  readonly signOutOthers: () => Promise<number>;
  readonly signOutOthersLabel: string;
  readonly signOutOthersFailureText: (error: unknown) => string;
  /** A row around the button where the host lays its actions out in one. */
  readonly actionsClassName?: string;
}

/**
 * A person's live sessions inside the host's section (decisions 072 and 076): loading and
 * failure, the sessions, and the button that signs out all but this one, with how many it ended.
 */
export function LiveSessions<S extends { readonly current: boolean }>({
  sessions,
  children,
  signOutOthers,
  signOutOthersLabel,
  signOutOthersFailureText,
  actionsClassName,
}: LiveSessionsProps<S>) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;

  const endOthers = async () => {
    if (busy) return;
    setBusy(true);
    setMessage(null);
    try {
      const ended = await signOutOthers();
      setMessage({ tone: 'success', text: `Signed out of ${ended} other session${ended === 1 ? '' : 's'}.` });
    } catch (error) {
      setMessage({ tone: 'error', text: signOutOthersFailureText(error) });
    } finally {
      setBusy(false);
    }
  };

  const button = (
    <button
      type="button"
      className="button button--secondary"
      aria-disabled={busy || undefined}
      onClick={() => void endOthers()}
    >
      {busy ? 'Signing out…' : signOutOthersLabel}
    </button>
  );
  return (
    <>
      {message ? <FormAlert tone={message.tone}>{message.text}</FormAlert> : null}
      {sessions.isPending ? <p>Loading your sessions…</p> : null}
      {sessions.isError ? (
        <FormAlert>Your sessions could not be loaded. Reload the page to try again.</FormAlert>
      ) : null}
      {sessions.data ? children(sessions.data) : null}
      {others > 0 ? actionsClassName ? <div className={actionsClassName}>{button}</div> : button : null}
    </>
  );
}
