import { useEffect, useState, type FormEvent } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { ModalDialog } from '../../../components/modal-dialog/modal-dialog';
import { ApiError } from '../../../lib/api-errors';
import { createPlaidLinkToken } from './api/create-plaid-link-token';
import {
  sandboxComplete,
  sandboxInstitutions,
  sandboxLogin,
  type SandboxAccount,
  type SandboxInstitution,
  type SandboxLogin,
} from './api/sandbox-link';
import { savePlaidEvent, type LinkEvent } from './api/save-plaid-event';
import './bank-linking.css';

export interface LinkedBank {
  publicToken: string;
  institutionName: string;
  linkSessionId: string;
}

type Stage =
  | { kind: 'loading' }
  | { kind: 'institutions'; linkToken: string; institutions: SandboxInstitution[] }
  | { kind: 'credentials'; linkToken: string; institutions: SandboxInstitution[]; institution: SandboxInstitution }
  | {
      kind: 'accounts';
      login: SandboxLogin;
      institutions: SandboxInstitution[];
      institution: SandboxInstitution;
      accounts: SandboxAccount[];
    };

function messageOf(error: unknown): { text: string; code: string } {
  if (error instanceof ApiError) return { text: error.message, code: error.code ?? 'UNKNOWN' };
  return {
    text: 'We could not reach the bank-linking service. Try again, or upload a proof of income.',
    code: 'NETWORK',
  };
}

/**
 * The sandbox's Link (decision 011): pick a bank, log in, pick an account.
 * Every step is reported as a Link event (product-rules#bank-linking savePlaidEventsData).
 * Closing it without linking is an exit, reported with the stage it left.
 * Mount it to open it: each opening is a new Link session.
 */
export function LinkDialog({
  applicationId,
  onExit,
  onLinked,
}: {
  applicationId: number;
  onExit(): void;
  onLinked(bank: LinkedBank): void;
}) {
  const [stage, setStage] = useState<Stage>({ kind: 'loading' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Mounted once per opening, so one Link session per opening.
  const [sessionId] = useState(() => crypto.randomUUID());
  const report = (event: LinkEvent) => void savePlaidEvent(applicationId, { linkSessionId: sessionId, ...event });

  useEffect(() => {
    void savePlaidEvent(applicationId, { eventName: 'OPEN', linkSessionId: sessionId });
    let current = true;
    Promise.all([createPlaidLinkToken(applicationId), sandboxInstitutions()])
      .then(([linkToken, institutions]) => {
        if (current) setStage({ kind: 'institutions', linkToken, institutions });
      })
      .catch((failure: unknown) => {
        if (!current) return;
        const { text, code } = messageOf(failure);
        setError(text);
        void savePlaidEvent(applicationId, { eventName: 'ERROR', errorCode: code, linkSessionId: sessionId });
      });
    return () => {
      current = false;
    };
  }, [applicationId, sessionId]);

  const exit = () => {
    report({ eventName: 'EXIT', exitStatus: stage.kind });
    onExit();
  };

  const choose = (linkToken: string, institutions: SandboxInstitution[], institution: SandboxInstitution) => {
    setError(null);
    report({ eventName: 'SELECT_INSTITUTION', institutionName: institution.name });
    setStage({ kind: 'credentials', linkToken, institutions, institution });
  };

  // Back to the bank list within the same Link session, as Plaid's Link does.
  const anotherBank = () => {
    if (busy || (stage.kind !== 'credentials' && stage.kind !== 'accounts')) return;
    setError(null);
    const linkToken = stage.kind === 'credentials' ? stage.linkToken : stage.login.linkToken;
    setStage({ kind: 'institutions', linkToken, institutions: stage.institutions });
  };

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
    report({ eventName: 'SUBMIT_CREDENTIALS', institutionName: stage.institution.name });
    setBusy(true);
    try {
      const accounts = await sandboxLogin(login);
      setError(null);
      setStage({ kind: 'accounts', login, institutions: stage.institutions, institution: stage.institution, accounts });
    } catch (failure) {
      const { text, code } = messageOf(failure);
      setError(text);
      report({ eventName: 'ERROR', institutionName: stage.institution.name, errorCode: code });
    } finally {
      setBusy(false);
    }
  };

  const pick = async (account: SandboxAccount) => {
    if (stage.kind !== 'accounts' || busy) return;
    report({ eventName: 'SELECT_ACCOUNT', institutionName: stage.institution.name });
    setBusy(true);
    try {
      const linked = await sandboxComplete(stage.login, account.id);
      report({ eventName: 'HANDOFF', institutionName: linked.institutionName });
      onLinked({ ...linked, linkSessionId: sessionId });
    } catch (failure) {
      const { text, code } = messageOf(failure);
      setError(text);
      report({ eventName: 'ERROR', institutionName: stage.institution.name, errorCode: code });
    } finally {
      setBusy(false);
    }
  };

  return (
    <ModalDialog open title="Link your bank" onClose={exit}>
      {error ? <FormAlert>{error}</FormAlert> : null}
      {stage.kind === 'loading' && !error ? <p role="status">Connecting…</p> : null}
      {stage.kind === 'institutions' ? (
        <>
          <p>Choose your bank.</p>
          <ul className="link-list">
            {stage.institutions.map((institution) => (
              <li key={institution.id}>
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => choose(stage.linkToken, stage.institutions, institution)}
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
          <TextField id="link-username" name="username" label="Username" autoComplete="off" />
          <TextField id="link-password" name="password" type="password" label="Password" autoComplete="off" />
          <p className="link-note">Sandbox: username user_good, password pass_good.</p>
          <div className="link-actions">
            <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
              {busy ? 'Logging in…' : 'Log in'}
            </button>
          </div>
        </form>
      ) : null}
      {stage.kind === 'accounts' ? (
        <>
          <p>Choose the account your salary is paid into.</p>
          <ul className="link-list">
            {stage.accounts.map((account) => (
              <li key={account.id}>
                <button type="button" className="button button--secondary" onClick={() => void pick(account)}>
                  {account.name} ending {account.mask}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <div className="link-actions">
        {stage.kind === 'credentials' || stage.kind === 'accounts' ? (
          <button type="button" className="button button--secondary" onClick={anotherBank}>
            Try another bank
          </button>
        ) : null}
        <button type="button" className="button button--secondary" onClick={exit}>
          Exit without linking
        </button>
      </div>
    </ModalDialog>
  );
}
