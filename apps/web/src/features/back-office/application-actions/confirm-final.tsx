import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * The last step before a final decision: it cannot be undone and the
 * applicant is e-mailed, so the staff member reads what goes out and says so
 * twice. A refusal goes back to the form, which says why. Focus lands on its heading when it appears.
 */
export function ConfirmFinal({
  title,
  children,
  confirmLabel,
  send,
  onBack,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The action; false when it was refused, and the form comes back with the reason. */
  send: () => Promise<boolean>;
  onBack: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    const sent = await send().catch(() => false);
    setBusy(false);
    if (!sent) onBack();
  };
  return (
    <section className="ops-confirm-final" aria-labelledby="ops-confirm-final-title">
      <h3 id="ops-confirm-final-title" ref={heading} tabIndex={-1}>
        {title}
      </h3>
      {children}
      <p>This is final: the applicant is told by e-mail at once, and it cannot be undone here.</p>
      <div className="ops-actions-row">
        <button
          type="button"
          className="button button--primary"
          aria-disabled={busy || undefined}
          onClick={() => void confirm()}
        >
          {busy ? 'Sending…' : confirmLabel}
        </button>
        <button type="button" className="button button--secondary" onClick={onBack}>
          Back to the form
        </button>
      </div>
    </section>
  );
}
