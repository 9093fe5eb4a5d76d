import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

/** Spec §9: a page that takes longer than this to load says so. */
export const delayedLoadNoticeMs = 1000;

/** While the next page loads the current one stays up; after a second, a notice says the page is on its way. */
export function DelayedLoadNotice() {
  const loading = useNavigation().state === 'loading';
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!loading) {
      setLate(false);
      return;
    }
    const timer = setTimeout(() => setLate(true), delayedLoadNoticeMs);
    return () => clearTimeout(timer);
  }, [loading]);
  return (
    <div className="delayed-load-notice" role="status">
      {late ? <p className="delayed-load-notice__text">Loading the page… this is taking longer than usual.</p> : null}
    </div>
  );
}
