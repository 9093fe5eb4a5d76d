import { createContext, useContext, type Dispatch } from 'react';
import type { UserAction, UserState } from './user-state';

/** The user store itself, for the auth pages that drive it (sign-in, sign-up, protected routes). */
export interface AuthSession {
  state: UserState;
  dispatch: Dispatch<UserAction>;
}

export const AuthSessionContext = createContext<AuthSession | null>(null);

export function useAuthSession(): AuthSession {
  const session = useContext(AuthSessionContext);
  if (!session) throw new Error('useAuthSession must be used inside <SessionProvider>');
  return session;
}
