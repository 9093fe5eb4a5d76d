import { createContext, useContext } from 'react';
import type { UserStatus } from '@waypoint/domain/auth/account-states';

/** The signed-in person, as the server's User fields (product-rules#account-operations), without the session hash. */
export interface SessionUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  inviteCode: string;
  isCardHolder: boolean;
}

/**
 * The session as every part of the site sees it. The auth feature provides
 * it; the header, the account page and the wizard read it from here, so no
 * feature reaches into another.
 */
export interface SessionApi {
  status: UserStatus;
  user: SessionUser | null;
  /** Re-checks a signed-in session without disturbing the page. */
  revalidate(): Promise<void>;
  /** Reads the signed-in person again (a change of theirs, such as becoming a cardholder, shows at once). */
  refreshUser(): Promise<void>;
  /** A protected request was refused (product-rules#session-errors): show session_expired and sign out. */
  expire(): void;
  /**
   * Ends the session on the server and here. The person lands on the home
   * page, or on sign-in (coming back afterwards) when `thenSignIn` is set:
   * the wizard does that when it cannot go on (product-rules#session-errors).
   */
  signOut(options?: { thenSignIn?: boolean }): Promise<void>;
}

export const SessionContext = createContext<SessionApi | null>(null);

export function useSession(): SessionApi {
  const api = useContext(SessionContext);
  if (!api) throw new Error('useSession must be used inside <SessionProvider>');
  return api;
}
