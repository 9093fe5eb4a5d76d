import { useEffect, useRef, useState } from 'react';
import {
  usePlaidLink,
  type PlaidLinkOnEventMetadata,
  type PlaidLinkOnExitMetadata,
  type PlaidLinkOnSuccessMetadata,
} from 'react-plaid-link';
import { ApiError } from '../../../../lib/api-errors';
import { createPlaidLinkToken } from '../api/create-plaid-link-token';
import { savePlaidEvent } from '../api/save-plaid-event';
import type { LinkedBank } from '../link-dialog';
import { forgetLinkToken, keepLinkToken } from './kept-link-token';

export interface OAuthReturn {
  /** The token Link ran with before the bank's OAuth page (kept-link-token.ts). */
  linkToken: string;
  /** This page's whole address: Plaid reads the bank's answer from it. */
  receivedRedirectUri: string;
}

export interface PlaidLinkOpenerProps {
  applicationId: number;
  /** Set on the OAuth return page: Link resumes its session instead of starting one. */
  oauthReturn?: OAuthReturn | null;
  onLinked(bank: LinkedBank): void;
  /** Link closed without a link: the step asks why (exit-reason-dialog.tsx). */
  onExit(): void;
  /** No Link could be opened (token refused, script blocked): the message names the upload instead. */
  onFailed(message: string): void;
}

const unreachable = 'We could not open the bank-linking window. Try again, or upload a proof of income instead.';

/**
 * Plaid's own Link (decision 039), through Plaid's react-plaid-link: it loads
 * Plaid's script (only here, on the bank-linking step), runs Link with a link
 * token from createPlaidLinkToken and opens it once ready. The token is kept
 * for the tab so the OAuth return page can resume the same session. Every
 * Link event is recorded under Plaid's own name (savePlaidEventsData).
 * Mount it to open Link; unmounting closes it.
 */
export function PlaidLinkOpener(props: PlaidLinkOpenerProps) {
  const { applicationId, oauthReturn } = props;
  const [token, setToken] = useState<string | null>(oauthReturn?.linkToken ?? null);
  const opened = useRef(false);
  // Link keeps the callbacks it was created with; these read the step's latest ones.
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  useEffect(() => {
    if (oauthReturn) return;
    let current = true;
    createPlaidLinkToken(applicationId)
      .then((linkToken) => {
        if (!current) return;
        keepLinkToken({ linkToken, applicationId });
        setToken(linkToken);
      })
      .catch((failure: unknown) => {
        if (current) latest.current.onFailed(failure instanceof ApiError ? failure.message : unreachable);
      });
    return () => {
      current = false;
    };
  }, [applicationId, oauthReturn]);

  const { open, ready, error } = usePlaidLink({
    token,
    ...(oauthReturn ? { receivedRedirectUri: oauthReturn.receivedRedirectUri } : {}),
    onSuccess: (publicToken: string | null, metadata: PlaidLinkOnSuccessMetadata) => {
      forgetLinkToken();
      if (!publicToken) return latest.current.onFailed(unreachable);
      latest.current.onLinked({
        publicToken,
        institutionName: metadata.institution?.name ?? 'your bank',
        linkSessionId: metadata.link_session_id,
      });
    },
    onExit: (_error: unknown, _metadata: PlaidLinkOnExitMetadata) => {
      // The EXIT event (with Link's error code and exit status) is recorded by onEvent.
      forgetLinkToken();
      latest.current.onExit();
    },
    onEvent: (eventName: string, metadata: PlaidLinkOnEventMetadata) => {
      void savePlaidEvent(applicationId, {
        eventName,
        linkSessionId: metadata.link_session_id,
        ...(metadata.institution_name ? { institutionName: metadata.institution_name } : {}),
        ...(metadata.exit_status ? { exitStatus: metadata.exit_status } : {}),
        ...(metadata.error_code ? { errorCode: metadata.error_code } : {}),
      });
    },
  });

  useEffect(() => {
    if (error) latest.current.onFailed(unreachable);
  }, [error]);

  useEffect(() => {
    if (!ready || !token || opened.current) return;
    opened.current = true;
    open();
  }, [ready, token, open]);

  return (
    <p role="status" className="link-note">
      Opening the secure bank-linking window…
    </p>
  );
}
