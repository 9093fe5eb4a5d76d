import type { CreditFileSummary } from '../credit-report/credit-report.js';
import {
  bandForFile,
  creditLimitForBand,
  prequalificationBands,
  type PrequalificationBand,
} from '../credit-report/prequalification-rule.js';

/**
 * The terms of an approval (decision 027). One source with prequalification:
 * the same bands, limit shares and caps (prequalification-rule.ts), so an
 * applicant told "likely approved" is offered what the estimate said. The
 * APR is the low end of the band's range, which lies within the fee
 * schedule's range (offer-terms.ts).
 */
export interface ApprovalTerms {
  band: PrequalificationBand;
  /** Whole dollars. */
  creditLimit: number;
  /** Purchase APR in basis points. */
  aprBps: number;
}

/** No file, no score or a thin file is the starter band: the documents route (decision 026). */
export function approvalTerms(file: CreditFileSummary | null, income: number): ApprovalTerms {
  const band = bandForFile(file);
  return {
    band,
    creditLimit: creditLimitForBand(band, income),
    aprBps: prequalificationBands[band].apr.lowBps,
  };
}
