import { useState, type FormEvent } from 'react';
import { ApiError, refusedField } from '../../lib/api-errors';
import { FormAlert } from '../form/form-alert';
import { TextField } from '../form/text-field';
import './security-list.css';

interface AddPasskeyFormProps {
  /** The name field's id, unique on the page. */
  readonly fieldId: string;
  /** Examples of names that fit the person: “My phone” for an applicant, “Work laptop” for staff. */
  readonly hint: string;
  /** Runs the browser's ceremony and the server's calls, refreshes the list, and answers the name kept. */
  readonly register: (name: string) => Promise<{ name: string }>;
  readonly failureText: (error: unknown) => string;
  /** The host's own width or spacing. */
  readonly className?: string;
}

/** "Add a passkey" (decisions 072 and 076): a name for it, then the device's fingerprint, face or PIN. */
export function AddPasskeyForm({ fieldId, hint, register, failureText, className }: AddPasskeyFormProps) {
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
      const added = await register(name);
      setName('');
      setMessage({ tone: 'success', text: `Passkey “${added.name}” added. You can sign in with it from now on.` });
    } catch (error) {
      const field = error instanceof ApiError ? refusedField(error, ['name'] as const) : null;
      if (field) setNameError(field.text);
      else setMessage({ tone: 'error', text: failureText(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={className ? `security-add ${className}` : 'security-add'}
      noValidate
      onSubmit={(event) => void add(event)}
      aria-label="Add a passkey"
    >
      <h3>Add a passkey</h3>
      {message ? <FormAlert tone={message.tone}>{message.text}</FormAlert> : null}
      <TextField
        id={fieldId}
        label="Name for the passkey"
        hint={hint}
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
