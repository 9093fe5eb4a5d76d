import { FormSkeleton } from '../../../components/form/form-skeleton';
import { WizardBar, WizardExitLink } from './wizard-bar';
import './wizard.css';

/**
 * The wizard's frame before its draft is known (decision 047): the slim bar, a
 * heading and a skeleton of a step, in the places WizardLayout puts them. The
 * build prerenders it as /application's HTML, so the frame paints before any
 * script runs; the page keeps showing it while the session check and the draft
 * load, so nothing jumps between the HTML and the first step.
 */
export function WizardShell({ status = 'Loading your application…' }: { status?: string }) {
  return (
    <div className="wizard">
      <WizardBar>
        <nav aria-label="Application">
          <WizardExitLink />
        </nav>
      </WizardBar>
      <div className="wizard-body">
        <h1 className="wizard-body__title">Your application</h1>
        <p className="wizard-shell__lead">
          Your answers are saved as you go, so you can leave at any point and pick up where you left off, on this device
          or another.
        </p>
        <FormSkeleton fields={3} status={status} />
      </div>
    </div>
  );
}
