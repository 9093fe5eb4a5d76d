import { useState } from 'react';

export interface CheckAgain {
  /** Looks again; ignored while a look is under way. */
  check(): void;
  checking: boolean;
  /**
   * Set after a look that found nothing confirmed: how many such looks, so the
   * screen can show its message afresh each time (and a screen reader reads it again).
   */
  notYet: number;
}

/**
 * For "I have opened the link" and "I have confirmed it": the draft is
 * fetched again, then the screen says what it found. When the thing is
 * confirmed the screen changes by itself; when it is not, pressing must not
 * look as if nothing happened.
 */
export function useCheckAgain(refresh: () => Promise<void>, verified: boolean): CheckAgain {
  const [checking, setChecking] = useState(false);
  const [looks, setLooks] = useState(0);
  const check = () => {
    if (checking) return;
    setChecking(true);
    void refresh()
      .catch(() => undefined)
      .finally(() => {
        setChecking(false);
        setLooks((count) => count + 1);
      });
  };
  return { check, checking, notYet: verified ? 0 : looks };
}
