import { useEffect, useState, type FormEvent } from 'react';
import { FormAlert } from '../../../../components/form/form-alert';
import { TextField } from '../../../../components/form/text-field';
import { ModalDialog } from '../../../../components/modal-dialog/modal-dialog';
import { ApiError } from '../../../../lib/api-errors';
import { createPaymentLinkToken } from '../api/payment-bank-accounts';
import {
  sandboxComplete,
  sandboxInstitutions,
  sandboxLogin,
  type SandboxAccount,
  type SandboxInstitution,
  type SandboxLogin,
} from './sandbox-link';

/** What Link hands back: the public token to exchange and the account chosen. */
export interface ChosenBankAccount {
  publicToken: string;
  plaidAccountId: string | null;
}

type Stage =
  | { kind: 'loading' }
  | { kind: 'institutions'; linkToken: string; institutions: SandboxInstitution[] }
  | { kind: 'credentials'; linkToken: string; institution: SandboxInstitution }
  | { kind: 'accounts'; login: SandboxLogin; accounts: SandboxAccount[] };

function failureWords(error: unknown): string {
  return error instanceof ApiError
    ? error.message
    : 'We could not reach the bank-linking service. Close this and try again.';
}

/**
 * The sandbox's Link for paying the card (docs/sandbox.md "Bank linking"):
 * choose a bank, log in, choose the checking or savings account to pay from.
 * Mount it to open it; each opening asks for a new link token.
 */
export function SandboxLinkDialog({
  onChosen,
  onClose,
}: {
  onChosen(chosen: ChosenBankAccount): void;
  onClose(): void;
}) {
  const [stage, setStage] = useState<Stage>({ kind: 'loading' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    Promise.all([createPaymentLinkToken(), sandboxInstitutions()])
      .then(([linkToken, institutions]) => {
        if (current) setStage({ kind: 'institutions', linkToken, institutions });
      })
      .catch((failure: unknown) => {
        if (current) setError(failureWords(failure));
      });
    return () => {
      current = false;
    };
  }, []);

  const logIn = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (stage.kind !== 'credentials' || busy) return;
    const form = new FormData(event.currentTarget);
    const login: SandboxLogin = {
      linkToken: stage.linkToken,
      institutionId: stage.institution.id,
      username: String(form.get('username') ?? ''),
      password: String(form.get('password') ?? ''),
    };
    setBusy(true);
    try {
      const accounts = await sandboxLogin(login);
      setError(null);
      setStage({ kind: 'accounts', login, accounts });
    } catch (failure) {
      setError(failureWords(failure));
    } finally {
      setBusy(false);
    }
  };

  const pick = async (account: SandboxAccount) => {
    if (stage.kind !== 'accounts' || busy) return;
    setBusy(true);
    try {
      const { publicToken } = await sandboxComplete(stage.login, account.id);
      onChosen({ publicToken, plaidAccountId: account.id });
    } catch (failure) {
      setError(failureWords(failure));
      setBusy(false);
    }
  };

  return (
    <ModalDialog open title="Link a bank account" onClose={onClose}>
      {error ? <FormAlert>{error}</FormAlert> : null}
      {stage.kind === 'loading' && !error ? <p role="status">Connecting…</p> : null}
      {stage.kind === 'institutions' ? (
        <>
          <p>Choose your bank.</p>
          <ul className="card-link-list">
            {stage.institutions.map((institution) => (
              <li key={institution.id}>
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => {
                    setError(null);
                    setStage({ kind: 'credentials', linkToken: stage.linkToken, institution });
                  }}
                >
                  {institution.name}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {stage.kind === 'credentials' ? (
        <form noValidate aria-label={`Log in to ${stage.institution.name}`} onSubmit={(event) => void logIn(event)}>
          <p>Log in to {stage.institution.name} with your online banking details.</p>
          <TextField id="pay-link-username" name="username" label="Username" autoComplete="off" />
          <TextField id="pay-link-password" name="password" type="password" label="Password" autoComplete="off" />
          <p className="account-part__note">Sandbox: username user_good, password pass_good.</p>
          <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
            {busy ? 'Logging in…' : 'Log in'}
          </button>
        </form>
      ) : null}
      {stage.kind === 'accounts' ? (
        <>
          <p>Choose the account to pay your card from.</p>
          <ul className="card-link-list">
            {stage.accounts.map((account) => (
              <li key={account.id}>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-disabled={busy || undefined}
                  onClick={() => void pick(account)}
                >
                  {`${account.name} ending ${account.mask}`}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <div className="card-link-actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          Close without linking
        </button>
      </div>
    </ModalDialog>
  );
}
