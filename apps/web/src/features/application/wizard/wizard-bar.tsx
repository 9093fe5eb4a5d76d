import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PRODUCT } from '@waypoint/domain/product';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';

/**
 * The wizard's slim bar (the site header is hidden here, product-rules#site-chrome):
 * the brand, then what the caller puts beside it. One component, so the
 * prerendered shell (wizard-shell.tsx) and the steps' frame draw the same bar.
 */
export function WizardBar({ children }: { children: ReactNode }) {
  return (
    <div className="wizard-bar">
      <div className="wizard-bar__inner">
        <Link to={sitePaths.home} className="wizard-bar__brand">
          {PRODUCT.name}
        </Link>
        {children}
      </div>
    </div>
  );
}

/** "Save and exit" as a plain link to the account page: what the shell shows, and a step with nothing to save first. */
export function WizardExitLink() {
  return (
    <Link to={sitePaths.account} className="wizard-bar__exit">
      Save and exit
    </Link>
  );
}
