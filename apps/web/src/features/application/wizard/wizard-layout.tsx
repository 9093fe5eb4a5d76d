import { useEffect, useRef, type ReactNode } from 'react';
import { stepTitles } from '@waypoint/domain/application/answers/step-titles';
import type { StepName } from '@waypoint/domain/application/steps/step-names';
import { ProgressIndicator } from './progress-indicator';
import { saveStatusText } from './save-status';
import { WizardBar, WizardExitLink } from './wizard-bar';
import './wizard.css';

export interface WizardLayoutProps {
  step: StepName;
  /** The screen on show: the draft's step, or an earlier one opened from review. */
  screenKey: string;
  saving: boolean;
  /** A save met an outage and is being tried again (state/save-retry.ts). */
  retrying?: boolean;
  /** The screen holds answers the server does not have yet. */
  unsaved?: boolean;
  /** Saves what the screen holds, on this step, then leaves for the account page. */
  onSaveAndExit?: () => void;
  exiting?: boolean;
  children: ReactNode;
}

/**
 * The frame of every step: a slim bar (the site header is hidden here,
 * product-rules#site-chrome), the progress indicator, and the screen's heading. On a step change the
 * heading takes focus, so a screen-reader user hears where they are and a
 * keyboard user starts at the top of the new screen.
 */
export function WizardLayout({
  step,
  screenKey,
  saving,
  retrying = false,
  unsaved = false,
  onSaveAndExit,
  exiting = false,
  children,
}: WizardLayoutProps) {
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
      <WizardBar>
        <p className="wizard-bar__status" role="status">
          {saveStatusText({ saving, retrying, unsaved })}
        </p>
        <nav aria-label="Application">
          {onSaveAndExit ? (
            <button
              type="button"
              className="wizard-bar__exit"
              aria-disabled={exiting}
              onClick={() => {
                if (!exiting) onSaveAndExit();
              }}
            >
              Save and exit
            </button>
          ) : (
            <WizardExitLink />
          )}
        </nav>
      </WizardBar>
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
