/**
 * What one Link session hands back, whichever Link ran it (Plaid's own or the
 * sandbox's dialog, decision 039), and the events it reports on the way.
 */
export interface LinkedBank {
  /** Exchanged by the server for an access token (the Plaid SDK's public token). */
  publicToken: string;
  institutionName: string;
  linkSessionId: string;
  /** The account chosen in Link; Plaid's own Link may hand back none. */
  plaidAccountId: string | null;
}

/** The sandbox dialog's events; Plaid's Link sends these and more (TRANSITION_VIEW, OPEN_OAUTH…), recorded as named. */
export type SandboxLinkEventName =
  'OPEN' | 'SELECT_INSTITUTION' | 'SUBMIT_CREDENTIALS' | 'SELECT_ACCOUNT' | 'ERROR' | 'HANDOFF' | 'EXIT';

export interface LinkEvent {
  eventName: SandboxLinkEventName | (string & {});
  institutionName?: string;
  linkSessionId?: string;
  exitStatus?: string;
  errorCode?: string;
}
