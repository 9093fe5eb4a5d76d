import type { MouseEvent, ReactNode } from 'react';
import './form.css';

export interface SubmitButtonProps {
  busy: boolean;
  /** What the button says while the request is on its way, e.g. "Signing in…". */
  busyLabel: string;
  children: ReactNode;
  /** Not usable yet (e.g. before a prerendered page's code has loaded): truly disabled, so the browser cannot send the form. */
  unavailable?: boolean;
}

/**
 * Stays focusable while busy (aria-disabled, not disabled), so keyboard focus
 * is not thrown back to the page, but a second press sends nothing.
 */
export function SubmitButton({ busy, busyLabel, children, unavailable = false }: SubmitButtonProps) {
  const ignoreWhileBusy = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) event.preventDefault();
  };
  return (
    <button
      type="submit"
      className="button button--primary form-submit"
      aria-disabled={busy || undefined}
      disabled={unavailable || undefined}
      onClick={ignoreWhileBusy}
    >
      {busy ? <span className="form-submit__spinner" aria-hidden="true" /> : null}
      {busy ? busyLabel : children}
    </button>
  );
}
