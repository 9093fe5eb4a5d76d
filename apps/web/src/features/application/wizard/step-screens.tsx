import { useEffect, useState, type ReactNode } from 'react';
import type { StepName } from '@waypoint/domain/application/steps/step-names';

export { editableFromReview } from '../steps/editable-from-review';

/**
 * Each step's screen is a chunk of its own (decision 050): the wizard's first download holds its
 * frame and the applicant's current step, not the twenty others. The rest load in idle time once
 * a step is on screen, so moving on does not wait for the network.
 */
const screenModules = {
  preResidency: () => import('../steps/pre-residency-step'),
  relocation: () => import('../steps/relocation-step'),
  earlyApplicant: () => import('../steps/early-applicant-step'),
  identification: () => import('../steps/identification-step'),
  employment: () => import('../steps/employment-step'),
  financialInfo: () => import('../steps/financial-info-step'),
  shipping: () => import('../steps/shipping-step'),
  review: () => import('../steps/review-step'),
  verifyEmail: () => import('../steps/verify-email-step'),
  completed: () => import('../steps/completed-step'),
  notices: () => import('../steps/notice-steps'),
  documents: () => import('../steps/documents-step'),
  uploaders: () => import('../steps/uploader-steps'),
  employerVerification: () => import('../steps/employer-verification-step'),
  workEmailSent: () => import('../steps/work-email-sent-step'),
  financialValidation: () => import('../steps/financial-validation-step'),
  identityVerification: () => import('../steps/identity-verification-step'),
};

type ScreenName = keyof typeof screenModules;
type ScreenModule<Name extends ScreenName> = Awaited<ReturnType<(typeof screenModules)[Name]>>;

const loadedModules = new Map<ScreenName, unknown>();
const loading = new Map<ScreenName, Promise<void>>();

interface Screen<Name extends ScreenName = ScreenName> {
  name: Name;
  render: (module: ScreenModule<Name>) => ReactNode;
}

const screen = <Name extends ScreenName>(name: Name, render: (module: ScreenModule<Name>) => ReactNode): Screen =>
  ({ name, render }) as unknown as Screen;

/** The screen of each step of product-rules#step-names, and the chunk it comes in. */
function screenFor(step: StepName, progressPanel: ReactNode): Screen {
  switch (step) {
    case 'PreResidency_Question':
      return screen('preResidency', (module) => <module.PreResidencyStep />);
    case 'NonUS_Expat_Relocation':
      return screen('relocation', (module) => <module.RelocationStep />);
    case '{hash}':
      return screen('earlyApplicant', (module) => <module.EarlyApplicantStep />);
    case 'NonUS_Expat_Identification':
    case 'US_Expat_Identification':
    case 'YP_Identification':
      return screen('identification', (module) => <module.IdentificationStep step={step} />);
    case 'NonUS_Expat_Employment':
    case 'US_Expat_Employment':
    case 'YP_Employment':
      return screen('employment', (module) => <module.EmploymentStep step={step} />);
    case 'NonUS_Expat_Financial_Info':
    case 'US_Expat_Financial_Info':
    case 'YP_Financial_Info':
      return screen('financialInfo', (module) => <module.FinancialInfoStep step={step} />);
    case 'NonUS_Expat_Shipping_Info':
    case 'US_Expat_Shipping_Info':
      return screen('shipping', (module) => <module.ShippingStep step={step} />);
    case 'NonUS_Expat_Review':
    case 'US_Expat_Review':
    case 'YP_Review':
      return screen('review', (module) => <module.ReviewStep step={step} />);
    case 'NonUS_Expat_Verify_Email':
    case 'US_Expat_Verify_Email':
    case 'YP_Verify_Email':
      return screen('verifyEmail', (module) => <module.VerifyEmailStep step={step} />);
    case 'NonUS_Expat_Application_Completed':
    case 'US_Expat_Application_Completed':
    case 'YP_Application_Completed':
      return screen('completed', (module) => <module.CompletedStep progressPanel={progressPanel} />);
    case 'YP_Employment_Verified':
      return screen('notices', (module) => <module.EmploymentVerifiedStep />);
    case 'NonUS_Expat_Documents':
    case 'US_Expat_Documents':
      return screen('documents', (module) => <module.DocumentsStep step={step} />);
    case 'YP_Financial_Validation_Uploader':
      return screen('uploaders', (module) => <module.FinancialValidationUploaderStep />);
    case 'YP_Identity_Verification_Uploader':
      return screen('uploaders', (module) => <module.IdentityUploaderStep />);
    case 'YP_Financial_Validation_Options':
      return screen('notices', (module) => <module.FinancialValidationOptionsStep />);
    case 'YP_Employer_Verification':
      return screen('employerVerification', (module) => <module.EmployerVerificationStep />);
    case 'YP_WorkEmail_Sent':
      return screen('workEmailSent', (module) => <module.WorkEmailSentStep />);
    case 'YP_Financial_Validation':
      return screen('financialValidation', (module) => <module.FinancialValidationStep />);
    case 'YP_Identity_Verification':
      return screen('identityVerification', (module) => <module.IdentityVerificationStep />);
  }
}

/** Loads a screen's chunk once; concurrent callers share the request, and a failed one may be tried again. */
function loadScreen(name: ScreenName): Promise<void> {
  if (loadedModules.has(name)) return Promise.resolve();
  const pending =
    loading.get(name) ??
    screenModules[name]()
      .then((module) => void loadedModules.set(name, module))
      .finally(() => loading.delete(name));
  loading.set(name, pending);
  return pending;
}

/** Every step's chunk, for idle time once the applicant has a step on screen. */
export function preloadStepScreens(): void {
  for (const name of Object.keys(screenModules) as ScreenName[]) loadScreen(name).catch(() => undefined);
}

export type StepScreenLoad = 'ready' | 'loading' | 'failed';

/** Whether `step`'s screen can render now; starts its chunk when it cannot. Null: no step yet. */
export function useStepScreenLoad(step: StepName | null): StepScreenLoad {
  const name = step ? screenFor(step, null).name : null;
  const [outcome, setOutcome] = useState<{ name: ScreenName; failed: boolean } | null>(null);
  useEffect(() => {
    if (!name || loadedModules.has(name)) return;
    let live = true;
    loadScreen(name).then(
      () => live && setOutcome({ name, failed: false }),
      () => live && setOutcome({ name, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [name]);
  if (!name || loadedModules.has(name)) return 'ready';
  return outcome?.name === name && outcome.failed ? 'failed' : 'loading';
}

/** The step's screen; its chunk has loaded (useStepScreenLoad said so). */
export function StepScreen({ step, progressPanel = null }: { step: StepName; progressPanel?: ReactNode }) {
  const { name, render } = screenFor(step, progressPanel);
  const module = loadedModules.get(name);
  return module ? render(module as never) : null;
}
