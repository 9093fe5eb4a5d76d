import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { sessionTransport } from '@waypoint/domain/auth/account-states';
import { browserCookie } from '../browser-cookies';
import { useSession } from '../session/session-context';
import type { FlagReader } from './flag-client';

const FlagsContext = createContext<FlagReader | null>(null);

// If the flags have not arrived by then, the page goes on with each flag's default.
const flagWaitMs = 1500;

/**
 * The flag client for a signed-in visitor (product-rules#feature-flags): keyed by the session id,
 * rendering nothing until a session id exists. Its code loads only here, so
 * nobody else downloads it.
 */
export function FeatureFlagsProvider({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const sessionId = status === 'loggedIn' ? browserCookie(sessionTransport.sessionIdCookie) : undefined;
  const [ready, setReady] = useState<{ sessionId: string; reader: FlagReader | null } | null>(null);

  useEffect(() => {
    if (!sessionId) return;
    let current = true;
    const giveUp = setTimeout(() => current && setReady({ sessionId, reader: null }), flagWaitMs);
    import('./flag-client')
      .then(({ startFlagClient }) => startFlagClient(sessionId))
      .then((reader) => current && setReady({ sessionId, reader }))
      .catch(() => current && setReady({ sessionId, reader: null }))
      .finally(() => clearTimeout(giveUp));
    return () => {
      current = false;
      clearTimeout(giveUp);
    };
  }, [sessionId]);

  if (!sessionId || ready?.sessionId !== sessionId) return null;
  return <FlagsContext.Provider value={ready.reader}>{children}</FlagsContext.Provider>;
}

/** A string flag's value for this visitor, or `fallback` when flags are unavailable. */
export function useStringFlag(key: string, fallback: string): string {
  const reader = useContext(FlagsContext);
  return reader ? reader.string(key, fallback) : fallback;
}
