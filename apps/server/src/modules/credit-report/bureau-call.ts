import type { BureauAnswer, CreditSubject } from '@waypoint/domain/credit-report/credit-report';
import type { BureauInquiry } from './credit-bureau-provider.js';
import type { CreditReportDeps, HardInquirySubject } from './credit-report-deps.js';

export type CallAnswer = Exclude<BureauAnswer, { outcome: 'unavailable' }> | { outcome: 'unavailable'; error: string };

/**
 * One bounded call to the bureau: an answer, or `unavailable` with the kind
 * of failure (never its message, which may echo what was sent).
 */
export async function askBureau(
  deps: Pick<CreditReportDeps, 'bureau' | 'bureauTimeoutMs' | 'log'>,
  inquiry: BureauInquiry,
): Promise<CallAnswer> {
  try {
    return await deps.bureau.inquire(inquiry, { signal: AbortSignal.timeout(deps.bureauTimeoutMs) });
  } catch (error) {
    const kind = error instanceof Error ? error.name : typeof error;
    deps.log.warn({ kind, inquiry: inquiry.kind }, 'credit bureau did not answer');
    return { outcome: 'unavailable', error: kind };
  }
}

const text = (value: string | null) => (value && value.trim() ? value.trim() : null);

/** The hard inquiry's subject: the US address only when it is whole. */
export function bureauSubjectOf(subject: HardInquirySubject): CreditSubject {
  const [street, city, state, zip] = [subject.street, subject.city, subject.state, subject.zip].map(text);
  return {
    firstName: subject.firstName,
    lastName: subject.lastName,
    dob: subject.dob ?? '',
    address: street && city && state && zip ? { street, city, state, zip } : null,
    ssn: subject.ssn,
    ssnLastFour: null,
  };
}
