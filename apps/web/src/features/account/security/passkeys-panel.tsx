import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { AddPasskeyForm } from '../../../components/security/add-passkey-form';
import { PasskeyList, type ListedPasskey } from '../../../components/security/passkey-list';
import { ApiError, NetworkError } from '../../../lib/api-errors';
import { createPasskey, PasskeyProblem, passkeysSupported } from '../../../lib/passkeys/passkey-ceremonies';
import { isStepUpRequired, withStepUp } from '../../../lib/step-up/step-up-gate';
import {
  addPasskey,
  fetchPasskeyRegistrationOptions,
  myPasskeysKey,
  removePasskey,
  setPasskeyAfterPassword,
  useMyPasskeys,
} from './passkeys-api';
import './account-security.css';

/** The words for a passkey operation that did not go through. */
export function passkeyFailureText(error: unknown): string {
  if (isStepUpRequired(error)) return 'Confirm it is you first: this change needs it.';
  if (error instanceof PasskeyProblem) return error.message;
  if (error instanceof NetworkError) return 'We could not reach the server. Check your connection and try again.';
  if (error instanceof ApiError && error.status < 500) return error.message;
  return 'Something went wrong on our side. Please try again in a moment.';
}

function AddAccountPasskey() {
  const queryClient = useQueryClient();
  const register = async (name: string) => {
    // Adding a way into the account needs a recent step-up; the prompt opens when the server asks.
    const options = await withStepUp(fetchPasskeyRegistrationOptions);
    const added = await withStepUp(async () => addPasskey({ response: await createPasskey(options), name }));
    await queryClient.invalidateQueries({ queryKey: myPasskeysKey });
    return added;
  };
  if (!passkeysSupported()) {
    return <p className="security-muted">This browser cannot make passkeys. Try a current browser on your phone.</p>;
  }
  return (
    <AddPasskeyForm
      fieldId="account-passkey-name"
      hint="Where it lives, so you can tell your passkeys apart: “My phone”, “Home laptop”."
      register={register}
      failureText={passkeyFailureText}
    />
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
  const queryClient = useQueryClient();
  const remove = async ({ id }: ListedPasskey) => {
    await withStepUp(() => removePasskey(id));
    await queryClient.invalidateQueries({ queryKey: myPasskeysKey });
  };
  return (
    <section className="account-card security-panel" aria-labelledby="passkeys-title">
      <h2 id="passkeys-title">Passkeys</h2>
      <p>
        A passkey signs you in without a password: your phone or computer checks it is you with your fingerprint, face
        or PIN, and it only works on this site, so nobody can trick you into giving it away.
      </p>
      <PasskeyList
        passkeys={passkeys.data?.passkeys}
        isPending={passkeys.isPending}
        isError={passkeys.isError}
        remove={remove}
        removeFailureText={passkeyFailureText}
      />
      {passkeys.data ? (
        <SecondFactorSetting on={passkeys.data.passkeyAfterPassword} available={list.length > 0} />
      ) : null}
      <AddAccountPasskey />
    </section>
  );
}
