import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { ApiError, NetworkError, refusedField } from '../../../lib/api-errors';
import { formatLocalDateTime } from '../../../lib/dates';
import { createPasskey, PasskeyProblem, passkeysSupported } from '../../../lib/passkeys/passkey-ceremonies';
import { isStepUpRequired, withStepUp } from '../../../lib/step-up/step-up-gate';
import {
  addPasskey,
  fetchPasskeyRegistrationOptions,
  myPasskeysKey,
  removePasskey,
  setPasskeyAfterPassword,
  useMyPasskeys,
  type AccountPasskey,
} from './passkeys-api';
import './account-security.css';

type Message = { tone: 'error' | 'success'; text: string } | null;

/** The words for a passkey operation that did not go through. */
export function passkeyFailureText(error: unknown): string {
  if (isStepUpRequired(error)) return 'Confirm it is you first: this change needs it.';
  if (error instanceof PasskeyProblem) return error.message;
  if (error instanceof NetworkError) return 'We could not reach the server. Check your connection and try again.';
  if (error instanceof ApiError && error.status < 500) return error.message;
  return 'Something went wrong on our side. Please try again in a moment.';
}

function AddPasskeyForm() {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [nameError, setNameError] = useState<string | undefined>();
  const [message, setMessage] = useState<Message>(null);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setNameError(undefined);
    setMessage(null);
    if (name.trim() === '') {
      setNameError('Give the passkey a name, such as the device it is on');
      return;
    }
    setBusy(true);
    try {
      // Adding a way into the account needs a recent step-up; the prompt opens when the server asks.
      const options = await withStepUp(fetchPasskeyRegistrationOptions);
      const added = await withStepUp(async () => addPasskey({ response: await createPasskey(options), name }));
      await queryClient.invalidateQueries({ queryKey: myPasskeysKey });
      setName('');
      setMessage({ tone: 'success', text: `Passkey “${added.name}” added. You can sign in with it from now on.` });
    } catch (error) {
      const field = error instanceof ApiError ? refusedField(error, ['name'] as const) : null;
      if (field) setNameError(field.text);
      else setMessage({ tone: 'error', text: passkeyFailureText(error) });
    } finally {
      setBusy(false);
    }
  };

  if (!passkeysSupported()) {
    return <p className="security-muted">This browser cannot make passkeys. Try a current browser on your phone.</p>;
  }
  return (
    <form className="security-add" noValidate onSubmit={(event) => void add(event)} aria-label="Add a passkey">
      <h3>Add a passkey</h3>
      {message ? <FormAlert tone={message.tone}>{message.text}</FormAlert> : null}
      <TextField
        id="account-passkey-name"
        label="Name for the passkey"
        hint="Where it lives, so you can tell your passkeys apart: “My phone”, “Home laptop”."
        maxLength={60}
        autoComplete="off"
        value={name}
        error={nameError}
        onChange={(event) => setName(event.target.value)}
      />
      <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
        {busy ? 'Waiting for your passkey…' : 'Add a passkey'}
      </button>
    </form>
  );
}

function PasskeyRow({ passkey }: { passkey: AccountPasskey }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const remove = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await withStepUp(() => removePasskey(passkey.id));
      await queryClient.invalidateQueries({ queryKey: myPasskeysKey });
    } catch (error) {
      setFailure(passkeyFailureText(error));
      setBusy(false);
    }
  };
  return (
    <li className="security-row">
      <div>
        <p className="security-row__title">{passkey.name}</p>
        <p className="security-muted">
          Added {formatLocalDateTime(passkey.createdAt)};{' '}
          {passkey.lastUsedAt ? `last used ${formatLocalDateTime(passkey.lastUsedAt)}` : 'not used yet'}
        </p>
        {failure ? <FormAlert>{failure}</FormAlert> : null}
      </div>
      <button
        type="button"
        className="button button--secondary"
        aria-disabled={busy || undefined}
        aria-label={`Remove the passkey ${passkey.name}`}
        onClick={() => void remove()}
      >
        {busy ? 'Removing…' : 'Remove'}
      </button>
    </li>
  );
}

function SecondFactorSetting({ on, available }: { on: boolean; available: boolean }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const change = async (next: boolean) => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await withStepUp(() => setPasskeyAfterPassword(next));
      await queryClient.invalidateQueries({ queryKey: myPasskeysKey });
    } catch (error) {
      setFailure(passkeyFailureText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="security-setting">
      <label className="security-setting__label">
        <input
          type="checkbox"
          checked={on}
          disabled={busy || (!available && !on)}
          onChange={(event) => void change(event.target.checked)}
        />
        <span>
          <strong>Ask for my passkey after my password.</strong> A password alone will not sign you in; signing in with
          the passkey itself still works.
        </span>
      </label>
      {!available && !on ? <p className="security-muted">Add a passkey first to turn this on.</p> : null}
      {failure ? <FormAlert>{failure}</FormAlert> : null}
    </div>
  );
}

/** The account's passkeys (decision 076): the list, remove, add, and the second factor after the password. */
export function PasskeysPanel() {
  const passkeys = useMyPasskeys();
  const list = passkeys.data?.passkeys ?? [];
  return (
    <section className="account-card security-panel" aria-labelledby="passkeys-title">
      <h2 id="passkeys-title">Passkeys</h2>
      <p>
        A passkey signs you in without a password: your phone or computer checks it is you with your fingerprint, face
        or PIN, and it only works on this site, so nobody can trick you into giving it away.
      </p>
      {passkeys.isPending ? <p>Loading your passkeys…</p> : null}
      {passkeys.isError ? (
        <FormAlert>Your passkeys could not be loaded. Reload the page to try again.</FormAlert>
      ) : null}
      {passkeys.data && list.length === 0 ? <p className="security-muted">You have no passkeys yet.</p> : null}
      {list.length ? (
        <ul className="security-list" aria-label="Your passkeys">
          {list.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} />
          ))}
        </ul>
      ) : null}
      {passkeys.data ? (
        <SecondFactorSetting on={passkeys.data.passkeyAfterPassword} available={list.length > 0} />
      ) : null}
      <AddPasskeyForm />
    </section>
  );
}
