import type { BureauContact, CreditScore } from '../credit-report/credit-report.js';
import { dateInWords, disclosedKeyFactors, type NoticeSection } from './notice-letter.js';

/**
 * The credit score as a notice discloses it (FCRA 609(f)(1), by way of
 * 615(a)(1)(B) on a decline and 615(h)(5)(E), Reg V 1022.73(a)(1)(ix), on a
 * risk-based pricing notice): the score, its range, the key factors (four,
 * and inquiries as a fifth), the date, and who provided it.
 */
export function creditScoreSection(score: CreditScore, bureau: BureauContact, heading: string): NoticeSection {
  const factors = disclosedKeyFactors(score.keyFactors);
  return {
    heading,
    paragraphs: [
      'A credit score is a number that takes into account information in a consumer report. Your credit score can ' +
        'change over time, depending on how the information in your consumer report changes.',
      `Your credit score: ${score.value} (${score.model}). Date: ${dateInWords(score.scoredOn)}. ` +
        `Scores range from a low of ${score.rangeLow} to a high of ${score.rangeHigh}. Source: ${bureau.name}.`,
      factors.length > 0
        ? `Key factors that adversely affected your credit score: ${factors.join('; ')}.`
        : 'The consumer reporting agency gave no key factors that adversely affected your credit score.',
    ],
  };
}

/** The bureau's contact as FCRA 615(a)(2) and Reg V 1022.73(a)(1)(v), (vii) ask: name, address, toll-free number. */
export function bureauContactLine(bureau: BureauContact): string {
  return `${bureau.name}, ${bureau.address}. Toll-free telephone ${bureau.phone}. ${bureau.website}`;
}
