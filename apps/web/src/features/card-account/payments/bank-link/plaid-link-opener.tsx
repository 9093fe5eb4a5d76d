import { useEffect, useRef, useState } from 'react';
import { usePlaidLink, type PlaidLinkOnSuccessMetadata } from 'react-plaid-link';
import { ApiError } from '../../../../lib/api-errors';
import { createPaymentLinkToken } from '../api/payment-bank-accounts';
import type { ChosenBankAccount } from './sandbox-link-dialog';

const unreachable = 'We could not open the bank-linking window. Try again in a moment.';

/**
 * Plaid's own Link (decision 039) for a bank account to pay from: a link
 * token from createPaymentLinkToken (the Auth product), opened once ready.
 * Mount it to open Link; unmounting closes it.
 */
export function PlaidLinkOpener({
  onChosen,
  onClose,
  onFailed,
}: {
  onChosen(chosen: ChosenBankAccount): void;
  onClose(): void;
  onFailed(message: string): void;
}) {
  const [token, setToken] = useState<string | null>(null);
  const opened = useRef(false);
  const latest = useRef({ onChosen, onClose, onFailed });
  useEffect(() => {
    latest.current = { onChosen, onClose, onFailed };
  });

  useEffect(() => {
    let current = true;
    createPaymentLinkToken()
      .then((linkToken) => {
        if (current) setToken(linkToken);
      })
      .catch((failure: unknown) => {
        if (current) latest.current.onFailed(failure instanceof ApiError ? failure.message : unreachable);
      });
    return () => {
      current = false;
    };
  }, []);

  const { open, ready, error } = usePlaidLink({
    token,
    onSuccess: (publicToken: string | null, metadata: PlaidLinkOnSuccessMetadata) => {
      if (!publicToken) return latest.current.onFailed(unreachable);
      latest.current.onChosen({ publicToken, plaidAccountId: metadata.accounts[0]?.id ?? null });
    },
    onExit: () => latest.current.onClose(),
  });

  useEffect(() => {
    if (error) latest.current.onFailed(unreachable);
  }, [error]);

  useEffect(() => {
    if (!ready || !token || opened.current) return;
    opened.current = true;
    open();
  }, [ready, token, open]);

  return null;
}
