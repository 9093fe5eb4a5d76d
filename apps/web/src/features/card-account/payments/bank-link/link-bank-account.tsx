import { useState } from 'react';
import { PlaidLinkOpener } from '../../../../components/bank-link/plaid-link-opener';
import { SandboxLinkDialog, type SandboxLinkWords } from '../../../../components/bank-link/sandbox-link-dialog';
import { useBankLinkingMode } from '../../../../lib/bank-link/bank-linking-mode';
import type { LinkedBank } from '../../../../lib/bank-link/link-session';
import { answeredByServer } from '../../common/query-retry';
import {
  createPaymentLinkToken,
  useLinkPaymentBankAccount,
  type PaymentBankAccount,
} from '../api/payment-bank-accounts';
import '../../card-account.css';

const sandboxLinkWords: SandboxLinkWords = {
  title: 'Link a bank account',
  chooseAccount: 'Choose the account to pay your card from.',
  unreachable: 'We could not reach the bank-linking service. Close this and try again.',
  exit: 'Close without linking',
};
const plaidUnreachable = 'We could not open the bank-linking window. Try again in a moment.';

/**
 * "Link a bank account" (docs/product-rules.md#card-payments): opens Link
 * with a link token for Plaid's Auth product (createPaymentLinkToken), then
 * links the account chosen there; the server asks for a recent step-up first
 * (decision 073) and the prompt opens on its own. `onLinked` gets the account,
 * already at the top of the list.
 */
export function LinkBankAccount({
  label = 'Link a bank account',
  onLinked,
}: {
  label?: string;
  onLinked?(account: PaymentBankAccount): void;
}) {
  const mode = useBankLinkingMode();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const link = useLinkPaymentBankAccount();

  const chosen = ({ publicToken, plaidAccountId }: LinkedBank) => {
    setOpen(false);
    link.mutate(
      { publicToken, plaidAccountId },
      {
        onSuccess: (linked) => onLinked?.(linked),
        onError: (error) =>
          setFailure(
            answeredByServer(error)
              ? error.message
              : 'We could not reach the bank to link the account. Please link it again.',
          ),
      },
    );
  };
  const close = () => setOpen(false);
  const fail = (message: string) => {
    setOpen(false);
    setFailure(message);
  };

  if (mode === 'unavailable') {
    return <p className="account-part__note">Linking a bank account is not available right now. Try again later.</p>;
  }
  return (
    <div className="card-link-bank">
      <button
        type="button"
        className="button button--secondary"
        aria-disabled={mode === 'loading' || link.isPending || undefined}
        onClick={() => {
          if (mode === 'loading' || link.isPending) return;
          setFailure(null);
          setOpen(true);
        }}
      >
        {link.isPending ? 'Linking…' : label}
      </button>
      {failure ? (
        <p role="alert" className="account-part__error">
          {failure}
        </p>
      ) : null}
      {link.isSuccess ? (
        <p
          role="status"
          className="card-account__done"
        >{`Linked ${link.data.institutionName} ending ${link.data.mask}.`}</p>
      ) : null}
      {open && mode === 'sandbox' ? (
        <SandboxLinkDialog
          createLinkToken={createPaymentLinkToken}
          words={sandboxLinkWords}
          onLinked={chosen}
          onExit={close}
        />
      ) : null}
      {open && mode === 'plaid' ? (
        <PlaidLinkOpener
          createLinkToken={createPaymentLinkToken}
          unreachable={plaidUnreachable}
          onLinked={chosen}
          onExit={close}
          onFailed={fail}
        />
      ) : null}
    </div>
  );
}
