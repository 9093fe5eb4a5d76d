import type { ReactNode } from 'react';
import type { StepName } from '@waypoint/domain/application/steps/step-names';
import { CompletedStep } from '../steps/completed-step';
import { DocumentsStep } from '../steps/documents-step';
import { EarlyApplicantStep } from '../steps/early-applicant-step';
import { EmployerVerificationStep } from '../steps/employer-verification-step';
import { EmploymentStep } from '../steps/employment-step';
import { FinancialInfoStep } from '../steps/financial-info-step';
import { FinancialValidationStep } from '../steps/financial-validation-step';
import { IdentificationStep } from '../steps/identification-step';
import { IdentityVerificationStep } from '../steps/identity-verification-step';
import { EmploymentVerifiedStep, FinancialValidationOptionsStep } from '../steps/notice-steps';
import { PreResidencyStep } from '../steps/pre-residency-step';
import { RelocationStep } from '../steps/relocation-step';
import { ReviewStep } from '../steps/review-step';
import { ShippingStep } from '../steps/shipping-step';
import { FinancialValidationUploaderStep, IdentityUploaderStep } from '../steps/uploader-steps';
import { VerifyEmailStep } from '../steps/verify-email-step';
import { WorkEmailSentStep } from '../steps/work-email-sent-step';

export { editableFromReview } from '../steps/review-groups';

/** The screen of each step of product-rules#step-names. */
export function StepScreen({ step, progressPanel = null }: { step: StepName; progressPanel?: ReactNode }) {
  switch (step) {
    case 'PreResidency_Question':
      return <PreResidencyStep />;
    case 'NonUS_Expat_Relocation':
      return <RelocationStep />;
    case '{hash}':
      return <EarlyApplicantStep />;
    case 'NonUS_Expat_Identification':
    case 'US_Expat_Identification':
    case 'YP_Identification':
      return <IdentificationStep step={step} />;
    case 'NonUS_Expat_Employment':
    case 'US_Expat_Employment':
    case 'YP_Employment':
      return <EmploymentStep step={step} />;
    case 'NonUS_Expat_Financial_Info':
    case 'US_Expat_Financial_Info':
    case 'YP_Financial_Info':
      return <FinancialInfoStep step={step} />;
    case 'NonUS_Expat_Shipping_Info':
    case 'US_Expat_Shipping_Info':
      return <ShippingStep step={step} />;
    case 'NonUS_Expat_Review':
    case 'US_Expat_Review':
    case 'YP_Review':
      return <ReviewStep step={step} />;
    case 'NonUS_Expat_Verify_Email':
    case 'US_Expat_Verify_Email':
    case 'YP_Verify_Email':
      return <VerifyEmailStep step={step} />;
    case 'NonUS_Expat_Application_Completed':
    case 'US_Expat_Application_Completed':
    case 'YP_Application_Completed':
      return <CompletedStep progressPanel={progressPanel} />;
    case 'YP_Employment_Verified':
      return <EmploymentVerifiedStep />;
    case 'NonUS_Expat_Documents':
    case 'US_Expat_Documents':
      return <DocumentsStep step={step} />;
    case 'YP_Financial_Validation_Uploader':
      return <FinancialValidationUploaderStep />;
    case 'YP_Identity_Verification_Uploader':
      return <IdentityUploaderStep />;
    case 'YP_Financial_Validation_Options':
      return <FinancialValidationOptionsStep />;
    case 'YP_Employer_Verification':
      return <EmployerVerificationStep />;
    case 'YP_WorkEmail_Sent':
      return <WorkEmailSentStep />;
    case 'YP_Financial_Validation':
      return <FinancialValidationStep />;
    case 'YP_Identity_Verification':
      return <IdentityVerificationStep />;
  }
}
