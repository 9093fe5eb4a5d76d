import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { ModalDialog } from '../../../components/modal-dialog/modal-dialog';
import { passkeysSupported } from '../../../lib/passkeys/passkey-ceremonies';
import {
  completeStepUp,
  getStepUpMethods,
  sendStepUpCode,
  stepUpFailureText,
  type StepUpCodeMethod,
  type StepUpMethod,
} from './step-up-api';
import './step-up.css';

export interface StepUpPromptProps {
  /** The proof is recorded: the caller sends its operation again. */
  onProved(): void;
  /** Closed without a proof. */
  onCancel(): void;
  /** Signs with one of the account's passkeys and records the proof (decision 076); without it the passkey is not offered. */
  provePasskey?: () => Promise<void>;
  /** Whether this browser can use a passkey at all; WebAuthn's own check unless given. */
  canUsePasskeys?: () => boolean;
  /** The proofs the refused operation accepts (the server's `methods`); empty means any the account has. */
  accepted?: readonly string[];
}

const sendLabels: Record<StepUpCodeMethod, string> = {
  phoneCode: 'Text a code to my phone',
  emailCode: 'E-mail a code to me',
};

type Stage = { kind: 'choose' } | { kind: 'code'; method: StepUpCodeMethod; sentTo: string };

/**
 * The step-up prompt (decision 073, docs/product-rules.md#step-up): before a
 * sensitive change the person confirms it is them, with a passkey or a
 * six-digit code sent to their verified phone or their e-mail. Open while
 * rendered; the proof then counts for 10 minutes in this session.
 */
export function StepUpPrompt({
  onProved,
  onCancel,
  provePasskey,
  canUsePasskeys = passkeysSupported,
  accepted = [],
}: StepUpPromptProps) {
  const [methods, setMethods] = useState<StepUpMethod[] | null>(null);
  const [stage, setStage] = useState<Stage>({ kind: 'choose' });
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    let live = true;
    getStepUpMethods().then(
      (found) => live && setMethods(found),
      (error: unknown) => {
        if (!live) return;
        // E-mail always works; the refusal is shown beside it.
        setMethods(['emailCode']);
        setProblem(stepUpFailureText(error));
      },
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (stage.kind === 'code') codeInput.current?.focus();
  }, [stage]);

  const run = async (work: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      setProblem(stepUpFailureText(error));
    } finally {
      setBusy(false);
    }
  };

  const send = (method: StepUpCodeMethod) =>
    run(async () => {
      const sentTo = await sendStepUpCode(method);
      setCode('');
      setStage({ kind: 'code', method, sentTo });
    });

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (stage.kind !== 'code') return;
    if (!/^\d{6}$/.test(code.replace(/\s/g, ''))) {
      setProblem('Enter the 6 digits of the code.');
      return;
    }
    void run(async () => {
      await completeStepUp(stage.method, code.replace(/\s/g, ''));
      onProved();
    });
  };

  const passkeyUsable = provePasskey !== undefined && canUsePasskeys();
  // Offering a proof the operation will not take would only lead to a second refusal.
  const offered = (methods ?? []).filter(
    (method) => (method !== 'passkey' || passkeyUsable) && (accepted.length === 0 || accepted.includes(method)),
  );

  return (
    <ModalDialog open title="Confirm it’s you" onClose={onCancel} className="step-up">
      <div className="step-up__body">
        {stage.kind === 'choose' ? (
          <>
            <p>For your security, we check it’s really you before this change. Choose how:</p>
            {methods === null ? (
              <p className="step-up__loading" role="status">
                Loading…
              </p>
            ) : (
              <div className="step-up__methods">
                {offered.length === 0 ? (
                  <p role="alert">
                    This needs a proof your account cannot give yet. Close this and follow the page’s advice.
                  </p>
                ) : null}
                {offered.map((method) =>
                  method === 'passkey' ? (
                    <button
                      key={method}
                      type="button"
                      className="button button--primary"
                      disabled={busy}
                      onClick={() =>
                        void run(async () => {
                          await provePasskey?.();
                          onProved();
                        })
                      }
                    >
                      Use a passkey
                    </button>
                  ) : (
                    <button
                      key={method}
                      type="button"
                      className={method === offered[0] ? 'button button--primary' : 'button button--secondary'}
                      disabled={busy}
                      onClick={() => void send(method)}
                    >
                      {sendLabels[method]}
                    </button>
                  ),
                )}
              </div>
            )}
          </>
        ) : (
          <form className="step-up__code" onSubmit={confirm} noValidate aria-label="Enter your code">
            <p>
              We sent a 6-digit code to <span className="step-up__destination">{stage.sentTo}</span>. It works for 10
              minutes.
            </p>
            <TextField
              ref={codeInput}
              id="step-up-code"
              label="Code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
            <SubmitButton busy={busy} busyLabel="Checking…">
              Confirm
            </SubmitButton>
            <div className="step-up__other">
              <button type="button" className="step-up__link" disabled={busy} onClick={() => void send(stage.method)}>
                Send a new code
              </button>
              {offered.length > 1 ? (
                <button
                  type="button"
                  className="step-up__link"
                  disabled={busy}
                  onClick={() => {
                    setProblem(null);
                    setStage({ kind: 'choose' });
                  }}
                >
                  Use another way
                </button>
              ) : null}
            </div>
          </form>
        )}
        {problem ? (
          <FormAlert>
            <p>{problem}</p>
          </FormAlert>
        ) : null}
      </div>
    </ModalDialog>
  );
}
