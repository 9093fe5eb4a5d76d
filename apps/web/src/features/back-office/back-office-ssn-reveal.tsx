import { useState } from 'react';
import { FormAlert } from '../../components/form/form-alert';
import { revealSsn } from './api/back-office-applications-api';
import { opsFormFailure } from './back-office-form-failure';

type RevealState =
  | { step: 'masked' }
  | { step: 'confirming' }
  | { step: 'revealing' }
  | { step: 'shown'; ssn: string }
  | { step: 'failed'; text: string };

/**
 * The SSN, masked until a staff member asks for it (decision 028): the
 * reveal is a logged action, so the page says so and asks once more before
 * the call, and the full number lives only in this component's state.
 */
export function OpsSsnReveal({ applicationId, masked }: { applicationId: number; masked: string | null }) {
  const [state, setState] = useState<RevealState>({ step: 'masked' });
  if (!masked) return <span className="ops-muted">Not given</span>;

  const reveal = async () => {
    setState({ step: 'revealing' });
    try {
      setState({ step: 'shown', ssn: await revealSsn(applicationId) });
    } catch (error) {
      setState({ step: 'failed', text: opsFormFailure(error, []).text });
    }
  };

  if (state.step === 'shown') return <span className="ops-ssn">{state.ssn}</span>;
  return (
    <span className="ops-ssn-reveal">
      <span className="ops-ssn">{masked}</span>{' '}
      {state.step === 'confirming' || state.step === 'revealing' ? (
        <span role="group" aria-label="Confirm the reveal" className="ops-confirm">
          <span>This is logged: your name, the time and your address go into the audit log.</span>{' '}
          <button
            type="button"
            className="button button--secondary"
            aria-disabled={state.step === 'revealing' || undefined}
            onClick={() => (state.step === 'revealing' ? undefined : void reveal())}
          >
            {state.step === 'revealing' ? 'Revealing…' : 'Reveal and log'}
          </button>{' '}
          <button type="button" className="button button--secondary" onClick={() => setState({ step: 'masked' })}>
            Cancel
          </button>
        </span>
      ) : (
        <button type="button" className="button button--secondary" onClick={() => setState({ step: 'confirming' })}>
          Reveal SSN
        </button>
      )}
      {state.step === 'failed' ? <FormAlert>{state.text}</FormAlert> : null}
    </span>
  );
}
