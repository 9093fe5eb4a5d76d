import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { StepName } from '@waypoint/domain/application/step-names';
import { PRODUCT } from '@waypoint/domain/product';
import { sitePaths } from '@waypoint/domain/site/site-paths';
import { ProgressIndicator } from './progress-indicator';
import { stepTitles } from './step-titles';
import './wizard.css';

export interface WizardLayoutProps {
  step: StepName;
  /** The screen on show: the draft's step, or an earlier one opened from review. */
  screenKey: string;
  saving: boolean;
  /** A save met an outage and is being tried again (state/save-retry.ts). */
  retrying?: boolean;
  children: ReactNode;
}

export const savingRetryText = 'We could not save, we’ll retry. Your answers are kept.';

/**
 * The frame of every step: a slim bar (the site header is hidden here, spec
 * §2), the progress indicator, and the screen's heading. On a step change the
 * heading takes focus, so a screen-reader user hears where they are and a
 * keyboard user starts at the top of the new screen.
 */
export function WizardLayout({ step, screenKey, saving, retrying = false, children }: WizardLayoutProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const firstScreen = useRef(screenKey);
  useEffect(() => {
    if (firstScreen.current === screenKey) return;
    firstScreen.current = '';
    heading.current?.focus();
    window.scrollTo({ top: 0 });
  }, [screenKey]);

  return (
    <div className="wizard">
      <div className="wizard-bar">
        <div className="wizard-bar__inner">
          <Link to={sitePaths.home} className="wizard-bar__brand">
            {PRODUCT.name}
          </Link>
          <p className="wizard-bar__status" role="status">
            {retrying ? savingRetryText : saving ? 'Saving…' : 'All changes saved'}
          </p>
          <nav aria-label="Application">
            <Link to={sitePaths.account} className="wizard-bar__exit">
              Save and exit
            </Link>
          </nav>
        </div>
      </div>
      <div className="wizard-body">
        <ProgressIndicator step={step} />
        <h1 ref={heading} tabIndex={-1} className="wizard-body__title">
          {stepTitles[step]}
        </h1>
        {children}
      </div>
    </div>
  );
}
