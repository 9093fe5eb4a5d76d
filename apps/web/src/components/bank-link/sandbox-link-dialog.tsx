import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api-errors';
import type { LinkedBank, LinkEvent } from '../../lib/bank-link/link-session';
import {
  sandboxComplete,
  sandboxInstitutions,
  sandboxLogin,
  type SandboxAccount,
  type SandboxInstitution,
  type SandboxLogin,
} from '../../lib/bank-link/sandbox-link';
import { FormAlert } from '../form/form-alert';
import { TextField } from '../form/text-field';
import { ModalDialog } from '../modal-dialog/modal-dialog';
import './bank-link.css';

/** The words that name what the link is for: the income step's and the card payments' differ. */
export interface SandboxLinkWords {
  title: string;
  /** Above the accounts of the bank logged in to: which account to choose. */
  chooseAccount: string;
  /** The bank-linking service could not be reached: what to do instead. */
  unreachable: string;
  /** The button that closes the dialog without a link. */
  exit: string;
}

export interface SandboxLinkDialogProps {
  /** A link token for this opening, from the server operation for what the link is for. */
  createLinkToken(): Promise<string>;
  words: SandboxLinkWords;
  /** Offers "Try another bank" once a bank is chosen, as Plaid's Link does. */
  canTryAnotherBank?: boolean;
  onLinked(bank: LinkedBank): void;
  /** Closed without a link. */
  onExit(): void;
  /** Each step as a Link event, for those who record them (the income step: savePlaidEventsData). */
  onEvent?(event: LinkEvent): void;
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

function failureOf(error: unknown, unreachable: string): { text: string; code: string } {
  if (error instanceof ApiError) return { text: error.message, code: error.code ?? 'UNKNOWN' };
  return { text: unreachable, code: 'NETWORK' };
}

/**
 * The sandbox's Link (decision 011, docs/sandbox.md "Bank linking"): pick a
 * bank, log in, pick an account. Every step is reported as a Link event;
 * closing it without linking is an exit, reported with the stage it left.
 * Mount it to open it: each opening is a new Link session with a new link token.
 */
export function SandboxLinkDialog(props: SandboxLinkDialogProps) {
  const { words, canTryAnotherBank = false, onExit } = props;
  const [stage, setStage] = useState<Stage>({ kind: 'loading' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Mounted once per opening, so one Link session per opening.
  const [sessionId] = useState(() => crypto.randomUUID());
  // The opening's requests read the caller's latest callbacks and words, not those of the first render.
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  const report = (event: LinkEvent) => latest.current.onEvent?.({ linkSessionId: sessionId, ...event });
  const failed = (failure: unknown) => failureOf(failure, latest.current.words.unreachable);

  useEffect(() => {
    latest.current.onEvent?.({ eventName: 'OPEN', linkSessionId: sessionId });
    let current = true;
    Promise.all([latest.current.createLinkToken(), sandboxInstitutions()])
      .then(([linkToken, institutions]) => {
        if (current) setStage({ kind: 'institutions', linkToken, institutions });
      })
      .catch((failure: unknown) => {
        if (!current) return;
        const { text, code } = failureOf(failure, latest.current.words.unreachable);
        setError(text);
        latest.current.onEvent?.({ eventName: 'ERROR', errorCode: code, linkSessionId: sessionId });
      });
    return () => {
      current = false;
    };
  }, [sessionId]);

  const exit = () => {
    report({ eventName: 'EXIT', exitStatus: stage.kind });
    onExit();
  };

  const choose = (linkToken: string, institutions: SandboxInstitution[], institution: SandboxInstitution) => {
    setError(null);
    report({ eventName: 'SELECT_INSTITUTION', institutionName: institution.name });
    setStage({ kind: 'credentials', linkToken, institutions, institution });
  };

  // Back to the bank list within the same Link session.
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
      const { text, code } = failed(failure);
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
      latest.current.onLinked({
        publicToken: linked.publicToken,
        institutionName: linked.institutionName,
        linkSessionId: sessionId,
        plaidAccountId: account.id,
      });
    } catch (failure) {
      const { text, code } = failed(failure);
      setError(text);
      report({ eventName: 'ERROR', institutionName: stage.institution.name, errorCode: code });
    } finally {
      setBusy(false);
    }
  };

  return (
    <ModalDialog open title={words.title} onClose={exit}>
      {error ? <FormAlert>{error}</FormAlert> : null}
      {stage.kind === 'loading' && !error ? <p role="status">Connecting…</p> : null}
      {stage.kind === 'institutions' ? (
        <>
          <p>Choose your bank.</p>
          <ul className="bank-link-list">
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
          <TextField id="bank-link-username" name="username" label="Username" autoComplete="off" />
          <TextField id="bank-link-password" name="password" type="password" label="Password" autoComplete="off" />
          <p className="bank-link-note">Sandbox: username user_good, password pass_good.</p>
          <div className="bank-link-actions">
            <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
              {busy ? 'Logging in…' : 'Log in'}
            </button>
          </div>
        </form>
      ) : null}
      {stage.kind === 'accounts' ? (
        <>
          <p>{words.chooseAccount}</p>
          <ul className="bank-link-list">
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
      <div className="bank-link-actions">
        {canTryAnotherBank && (stage.kind === 'credentials' || stage.kind === 'accounts') ? (
          <button type="button" className="button button--secondary" onClick={anotherBank}>
            Try another bank
          </button>
        ) : null}
        <button type="button" className="button button--secondary" onClick={exit}>
          {words.exit}
        </button>
      </div>
    </ModalDialog>
  );
}
