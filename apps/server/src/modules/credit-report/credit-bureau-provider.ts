import type {
  BureauAnswer,
  BureauContact,
  CreditSubject,
  InquiryKind,
} from '@waypoint/domain/credit-report/credit-report';

/**
 * A credit bureau behind an interface (architecture "providers", decision
 * 026): the local sandbox by default (docs/sandbox.md "Credit report"), a
 * bureau's API when its settings are given.
 */
export interface BureauInquiry {
  kind: InquiryKind;
  subject: CreditSubject;
  /** Our id for this inquiry: the bureau echoes it, and a repeat of it is one inquiry, not two. */
  referenceId: string;
}

export interface CreditBureauProvider {
  /** Whom the file is with: the same for every answer of this provider. */
  readonly bureau: BureauContact;
  /**
   * Answers fileFound, noFile or frozen. Rejects when the bureau cannot
   * answer (an outage, a timeout, `signal` aborted): the caller decides
   * between retrying and telling the person (`unavailable`).
   */
  inquire(
    inquiry: BureauInquiry,
    options: { signal: AbortSignal },
  ): Promise<Exclude<BureauAnswer, { outcome: 'unavailable' }>>;
}
