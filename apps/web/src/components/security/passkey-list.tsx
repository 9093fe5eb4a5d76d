import { formatLocalDateTime } from '../../lib/dates';
import { FormAlert } from '../form/form-alert';
import { useRowAction } from './row-action';
import './security-list.css';

/** What a passkey row shows; the applicant's and the staff member's passkeys both have it. */
export interface ListedPasskey {
  readonly id: string;
  readonly name: string;
  readonly createdAt: string;
  readonly lastUsedAt: string | null;
}

interface PasskeyListProps {
  /** Undefined while loading or after a failed load. */
  readonly passkeys: readonly ListedPasskey[] | undefined;
  readonly isPending: boolean;
  readonly isError: boolean;
  /** Removes the passkey and refreshes the list; a throw is shown on its row in `removeFailureText`'s words. */
  readonly remove: (passkey: ListedPasskey) => Promise<void>;
  readonly removeFailureText: (error: unknown) => string;
  /** The host's own spacing around the list. */
  readonly className?: string;
}

function PasskeyRow({
  passkey,
  remove,
  removeFailureText,
}: Pick<PasskeyListProps, 'remove' | 'removeFailureText'> & {
  passkey: ListedPasskey;
}) {
  const { busy, failure, start } = useRowAction(() => remove(passkey), removeFailureText);
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
        onClick={() => void start()}
      >
        {busy ? 'Removing…' : 'Remove'}
      </button>
    </li>
  );
}

/**
 * A person's passkeys (decisions 072 and 076): loading, none yet, or name, when added and last used,
 * and Remove on each. The applicant's and the staff member's panels bring their own data and calls.
 */
export function PasskeyList({ passkeys, isPending, isError, remove, removeFailureText, className }: PasskeyListProps) {
  return (
    <>
      {isPending ? <p>Loading your passkeys…</p> : null}
      {isError ? <FormAlert>Your passkeys could not be loaded. Reload the page to try again.</FormAlert> : null}
      {passkeys?.length === 0 ? <p className="security-muted">You have no passkeys yet.</p> : null}
      {passkeys?.length ? (
        <ul className={className ? `security-list ${className}` : 'security-list'} aria-label="Your passkeys">
          {passkeys.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} remove={remove} removeFailureText={removeFailureText} />
          ))}
        </ul>
      ) : null}
    </>
  );
}
