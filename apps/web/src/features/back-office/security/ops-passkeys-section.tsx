import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AddPasskeyForm } from '../../../components/security/add-passkey-form';
import { PasskeyList, type ListedPasskey } from '../../../components/security/passkey-list';
import { createPasskey } from '../../../lib/passkeys/passkey-ceremonies';
import { useStaffRedirect } from '../use-staff-redirect';
import {
  addStaffPasskey,
  fetchMyStaffPasskeys,
  fetchPasskeyRegistrationOptions,
  myStaffPasskeysKey,
  removeStaffPasskey,
} from './api/staff-passkeys-api';
import { passkeyFailureText } from './passkey-sign-in-button';

/** The staff member's passkeys (decision 072): the list, remove, and "Add a passkey". */
export function OpsPasskeysSection() {
  const passkeys = useQuery({ queryKey: myStaffPasskeysKey, queryFn: fetchMyStaffPasskeys, retry: false });
  useStaffRedirect(passkeys.error);
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: myStaffPasskeysKey });
  const remove = async ({ id }: ListedPasskey) => {
    await removeStaffPasskey(id);
    await refresh();
  };
  const register = async (name: string) => {
    const added = await addStaffPasskey({
      response: await createPasskey(await fetchPasskeyRegistrationOptions()),
      name,
    });
    await refresh();
    return added;
  };
  return (
    <section className="ops-section" aria-labelledby="ops-passkeys-heading">
      <h2 id="ops-passkeys-heading">Passkeys</h2>
      <p>
        A passkey signs you in on its own, in place of your password and authenticator code: your device checks it is
        you (fingerprint, face or PIN), and it only works on this site, so it cannot be phished.
      </p>
      <PasskeyList
        passkeys={passkeys.data}
        isPending={passkeys.isPending}
        isError={passkeys.isError}
        remove={remove}
        removeFailureText={() => 'The passkey could not be removed. Try again.'}
        className="ops-passkeys"
      />
      <AddPasskeyForm
        fieldId="ops-passkey-name"
        hint="Where it lives, so you can tell your passkeys apart: “Work laptop”, “Security key”."
        register={register}
        failureText={passkeyFailureText}
        className="ops-passkey-add"
      />
    </section>
  );
}
