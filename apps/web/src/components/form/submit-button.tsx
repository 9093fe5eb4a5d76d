import type { MouseEvent, ReactNode } from 'react';
import { untilHydratedAttribute } from '../../lib/islands/island-names';
import { useHasHydrated } from '../../lib/use-has-hydrated';
import './form.css';

export interface SubmitButtonProps {
  busy: boolean;
  /** What the button says while the request is on its way, e.g. "Signing in…". */
  busyLabel: string;
  children: ReactNode;
  /** A placeholder of the form, never usable: truly disabled, so the browser cannot send it. */
  unavailable?: boolean;
}

/**
 * Stays focusable while busy (aria-disabled, not disabled), so keyboard focus
 * is not thrown back to the page, but a second press sends nothing.
 *
 * In a prerendered form it is truly disabled until the page's code has taken
 * over (decision 051): before that, a press or Enter in a field would have the
 * browser send the form itself, to the page's address, with what was typed. On a content
 * page its island's loader enables it and holds a press back until the form has hydrated
 * (decision 090).
 */
export function SubmitButton({ busy, busyLabel, children, unavailable = false }: SubmitButtonProps) {
  const hydrated = useHasHydrated();
  const ignoreWhileBusy = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) event.preventDefault();
  };
  return (
    <button
      type="submit"
      className="button button--primary form-submit"
      aria-disabled={busy || undefined}
      disabled={unavailable || !hydrated || undefined}
      {...(hydrated || unavailable ? {} : { [untilHydratedAttribute]: '' })}
      onClick={ignoreWhileBusy}
    >
      {busy ? <span className="form-submit__spinner" aria-hidden="true" /> : null}
      {busy ? busyLabel : children}
    </button>
  );
}
