import { sitePaths } from '../site/paths/site-paths.js';

/**
 * Where a bank's OAuth page sends the applicant back to Plaid Link (decision
 * 039), shared so the server writes the `redirect_uri` the web reads. It is
 * under the wizard's prefix, so the wizard's own route serves it and resumes
 * the draft's saved step (the bank-linking step), which re-opens Link.
 */
export const plaidOAuthReturnPath = `${sitePaths.application}/plaid-oauth`;
