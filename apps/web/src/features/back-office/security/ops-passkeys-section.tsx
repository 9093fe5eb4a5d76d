import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { ApiError, refusedField } from '../../../lib/api-errors';
import { formatLocalDateTime } from '../../../lib/dates';
import { createPasskey } from '../../../lib/passkeys/passkey-ceremonies';
import { useStaffRedirect } from '../use-staff-redirect';
import {
  addStaffPasskey,
  fetchMyStaffPasskeys,
  fetchPasskeyRegistrationOptions,
  myStaffPasskeysKey,
  removeStaffPasskey,
  type StaffPasskey,
} from './api/staff-passkeys-api';
import { passkeyFailureText } from './passkey-sign-in-button';

function AddPasskeyForm() {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [nameError, setNameError] = useState<string | undefined>();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

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
      const response = await createPasskey(await fetchPasskeyRegistrationOptions());
      const added = await addStaffPasskey({ response, name });
      await queryClient.invalidateQueries({ queryKey: myStaffPasskeysKey });
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

  return (
    <form className="ops-passkey-add" noValidate onSubmit={(event) => void add(event)} aria-label="Add a passkey">
      <h3>Add a passkey</h3>
      {message ? <FormAlert tone={message.tone}>{message.text}</FormAlert> : null}
      <TextField
        id="ops-passkey-name"
        label="Name for the passkey"
        hint="Where it lives, so you can tell your passkeys apart: “Work laptop”, “Security key”."
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

function PasskeyRow({ passkey }: { passkey: StaffPasskey }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const remove = async () => {
    if (busy) return;
    setBusy(true);
    setFailed(false);
    try {
      await removeStaffPasskey(passkey.id);
      await queryClient.invalidateQueries({ queryKey: myStaffPasskeysKey });
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };
  return (
    <li className="ops-panel ops-passkey">
      <div>
        <p>
          <strong>{passkey.name}</strong>
        </p>
        <p className="ops-muted">
          Added {formatLocalDateTime(passkey.createdAt)};{' '}
          {passkey.lastUsedAt ? `last used ${formatLocalDateTime(passkey.lastUsedAt)}` : 'not used yet'}
        </p>
        {failed ? <FormAlert>The passkey could not be removed. Try again.</FormAlert> : null}
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

/** The staff member's passkeys (decision 072): the list, remove, and "Add a passkey". */
export function OpsPasskeysSection() {
  const passkeys = useQuery({ queryKey: myStaffPasskeysKey, queryFn: fetchMyStaffPasskeys, retry: false });
  useStaffRedirect(passkeys.error);
  return (
    <section className="ops-section" aria-labelledby="ops-passkeys-heading">
      <h2 id="ops-passkeys-heading">Passkeys</h2>
      <p>
        A passkey signs you in on its own, in place of your password and authenticator code: your device checks it is
        you (fingerprint, face or PIN), and it only works on this site, so it cannot be phished.
      </p>
      {passkeys.isPending ? <p>Loading your passkeys…</p> : null}
      {passkeys.isError ? (
        <FormAlert>Your passkeys could not be loaded. Reload the page to try again.</FormAlert>
      ) : null}
      {passkeys.data?.length === 0 ? <p className="ops-muted">You have no passkeys yet.</p> : null}
      {passkeys.data?.length ? (
        <ul className="ops-passkeys" aria-label="Your passkeys">
          {passkeys.data.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} />
          ))}
        </ul>
      ) : null}
      <AddPasskeyForm />
    </section>
  );
}
