import type { StepName } from '../steps/step-names.js';
import type { ApplicationStage } from '../steps/step-progress.js';

/** The heading of each screen; the step names themselves are never shown (product-rules#step-names). */
export const stepTitles: Readonly<Record<StepName, string>> = {
  PreResidency_Question: 'Let’s find the right application for you',
  NonUS_Expat_Relocation: 'Your move to the US',
  '{hash}': 'You can apply now, before your move',
  NonUS_Expat_Identification: 'About you',
  NonUS_Expat_Employment: 'Your work',
  NonUS_Expat_Financial_Info: 'Your income and costs',
  NonUS_Expat_Shipping_Info: 'Where should we send your card?',
  NonUS_Expat_Review: 'Check your answers',
  NonUS_Expat_Documents: 'Your documents',
  NonUS_Expat_Verify_Email: 'Verify your e-mail address',
  NonUS_Expat_Application_Completed: 'Your application is with us',
  US_Expat_Identification: 'About you',
  US_Expat_Employment: 'Your work',
  US_Expat_Financial_Info: 'Your income and costs',
  US_Expat_Shipping_Info: 'Where should we send your card?',
  US_Expat_Review: 'Check your answers',
  US_Expat_Documents: 'Your documents',
  US_Expat_Verify_Email: 'Verify your e-mail address',
  US_Expat_Application_Completed: 'Your application is with us',
  YP_Identification: 'About you',
  YP_Employment: 'Your work',
  YP_Financial_Info: 'Your income and costs',
  YP_Financial_Validation: 'Confirm your income',
  YP_Financial_Validation_Options: 'Other ways to confirm your income',
  YP_Financial_Validation_Uploader: 'Upload a proof of income',
  YP_Identity_Verification_Uploader: 'Upload an identity document',
  YP_Employer_Verification: 'Confirm your employer',
  YP_WorkEmail_Sent: 'Check your work inbox',
  YP_Employment_Verified: 'Your employer is confirmed',
  YP_Identity_Verification: 'Confirm your identity',
  YP_Review: 'Check your answers',
  YP_Verify_Email: 'Verify your e-mail address',
  YP_Application_Completed: 'Your application is with us',
};

/** The progress indicator's names for the parts of an application (product-rules#tracks). */
export const stageLabels: Readonly<Record<ApplicationStage, string>> = {
  residence: 'Residence',
  identity: 'About you',
  employment: 'Work',
  financial: 'Income',
  verification: 'Verification',
  shipping: 'Card delivery',
  review: 'Review',
  documents: 'Documents',
  verifyEmail: 'E-mail',
  completed: 'Done',
};
