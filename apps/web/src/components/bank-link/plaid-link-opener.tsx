import { useEffect, useRef, useState } from 'react';
import {
  usePlaidLink,
  type PlaidLinkOnEventMetadata,
  type PlaidLinkOnExitMetadata,
  type PlaidLinkOnSuccessMetadata,
} from 'react-plaid-link';
import { ApiError } from '../../lib/api-errors';
import type { LinkedBank, LinkEvent } from '../../lib/bank-link/link-session';
import './bank-link.css';

export interface OAuthReturn {
  /** The token Link ran with before the bank's OAuth page. */
  linkToken: string;
  /** This page's whole address: Plaid reads the bank's answer from it. */
  receivedRedirectUri: string;
}

/** Keeps a link token across a bank's OAuth page, for the return page to resume the session (decision 039). */
export interface LinkTokenKeeper {
  keep(linkToken: string): void;
  /** Link is over, linked or not: nothing left to resume. */
  forget(): void;
}

export interface PlaidLinkOpenerProps {
  /** A link token for this opening, from the server operation for what the link is for. */
  createLinkToken(): Promise<string>;
  /** Set on the OAuth return page: Link resumes its session instead of starting one. */
  oauthReturn?: OAuthReturn | null;
  tokenKeeper?: LinkTokenKeeper;
  /** No Link could be opened (the script blocked or failed): what to do instead. */
  unreachable: string;
  /** Shown while Plaid's window opens; without it the opener shows nothing. */
  openingNote?: string;
  onLinked(bank: LinkedBank): void;
  /** Link closed without a link. */
  onExit(): void;
  /** No Link could be opened (token refused, script blocked): the message says why. */
  onFailed(message: string): void;
  /** Every Link event under Plaid's own name, for those who record them (the income step: savePlaidEventsData). */
  onEvent?(event: LinkEvent): void;
}

/**
 * Plaid's own Link (decision 039), through Plaid's react-plaid-link: it loads
 * Plaid's script (only where a bank is being linked), runs Link with a link
 * token from the caller's operation and opens it once ready.
 * Mount it to open Link; unmounting closes it.
 */
export function PlaidLinkOpener(props: PlaidLinkOpenerProps) {
  const { oauthReturn, openingNote } = props;
  const [token, setToken] = useState<string | null>(oauthReturn?.linkToken ?? null);
  const opened = useRef(false);
  // Link keeps the callbacks it was created with; these read the caller's latest ones.
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  useEffect(() => {
    if (oauthReturn) return;
    let current = true;
    latest.current
      .createLinkToken()
      .then((linkToken) => {
        if (!current) return;
        latest.current.tokenKeeper?.keep(linkToken);
        setToken(linkToken);
      })
      .catch((failure: unknown) => {
        if (current)
          latest.current.onFailed(failure instanceof ApiError ? failure.message : latest.current.unreachable);
      });
    return () => {
      current = false;
    };
  }, [oauthReturn]);

  const { open, ready, error } = usePlaidLink({
    token,
    ...(oauthReturn ? { receivedRedirectUri: oauthReturn.receivedRedirectUri } : {}),
    onSuccess: (publicToken: string | null, metadata: PlaidLinkOnSuccessMetadata) => {
      latest.current.tokenKeeper?.forget();
      if (!publicToken) return latest.current.onFailed(latest.current.unreachable);
      latest.current.onLinked({
        publicToken,
        institutionName: metadata.institution?.name ?? 'your bank',
        linkSessionId: metadata.link_session_id,
        plaidAccountId: metadata.accounts[0]?.id ?? null,
      });
    },
    onExit: (_error: unknown, _metadata: PlaidLinkOnExitMetadata) => {
      // The EXIT event (with Link's error code and exit status) is reported by onEvent.
      latest.current.tokenKeeper?.forget();
      latest.current.onExit();
    },
    onEvent: (eventName: string, metadata: PlaidLinkOnEventMetadata) => {
      latest.current.onEvent?.({
        eventName,
        linkSessionId: metadata.link_session_id,
        ...(metadata.institution_name ? { institutionName: metadata.institution_name } : {}),
        ...(metadata.exit_status ? { exitStatus: metadata.exit_status } : {}),
        ...(metadata.error_code ? { errorCode: metadata.error_code } : {}),
      });
    },
  });

  useEffect(() => {
    if (error) latest.current.onFailed(latest.current.unreachable);
  }, [error]);

  useEffect(() => {
    if (!ready || !token || opened.current) return;
    opened.current = true;
    open();
  }, [ready, token, open]);

  return openingNote ? (
    <p role="status" className="bank-link-note">
      {openingNote}
    </p>
  ) : null;
}
