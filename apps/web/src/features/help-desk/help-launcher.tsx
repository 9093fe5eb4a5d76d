import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { applicationPathPrefix } from '@waypoint/domain/site/paths/site-paths';
import './help-launcher.css';

// The panel, its search and its index are one chunk of their own, fetched on the first open (decision 034).
const HelpPanel = lazy(() => import('./help-panel'));

/** The wizard keeps the applicant on the step; help is one click away everywhere else. */
export function showsHelp(pathname: string): boolean {
  return pathname !== applicationPathPrefix && !pathname.startsWith(`${applicationPathPrefix}/`);
}

/** The "Help" button on every page but the application steps; the panel loads only when it is opened. */
export function HelpLauncher() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  // Once loaded, the panel stays mounted (closed) so a second open is instant.
  const [loaded, setLoaded] = useState(false);
  if (!showsHelp(pathname)) return null;
  return (
    <>
      <button
        type="button"
        className="help-launcher"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        Help
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <HelpPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
