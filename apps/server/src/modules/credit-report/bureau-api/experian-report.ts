import { z } from 'zod';
import type {
  BureauAnswer,
  BureauContact,
  CreditFileSummary,
  CreditScore,
} from '@waypoint/domain/credit-report/credit-report';

/**
 * Experian's Consumer Credit Profile answer, as far as the product reads it
 * (decision 026), and its mapping to a BureauAnswer. Experian sends numbers
 * as zero-padded text and dates as MMDDYYYY; everything else in the profile
 * is dropped here, so no more of the file is kept than the product uses.
 */

/** The score model requested (`addOns.riskModels`): VantageScore 4.0, scored 300 to 850. */
export const experianScoreModel = {
  indicator: 'V4',
  model: 'VantageScore 4.0',
  rangeLow: 300,
  rangeHigh: 850,
} as const;

/** Experian's consumer assistance office, for an answer that does not name one (FCRA 615(a)). */
export const experianConsumerAssistance: BureauContact = {
  name: 'Experian',
  address: 'P.O. Box 2002, Allen, TX 75013',
  phone: '1-888-397-3742',
  website: 'https://www.experian.com',
};

// No length caps here: the body is already bounded (maxBureauResponseBytes), and
// one long remark must not make a whole report unreadable.
const text = z.string();
const list = <T extends z.ZodType>(item: T) => z.array(item).optional();
const message = z.object({ messageNumber: text.optional(), messageText: text.optional() });

const creditProfile = z.object({
  riskModel: list(
    z.object({
      modelIndicator: text.optional(),
      score: text.optional(),
      scoreFactors: list(z.object({ importance: text.optional(), code: text.optional() })),
    }),
  ),
  tradeline: list(z.unknown()),
  publicRecord: list(z.unknown()),
  inquiry: list(z.object({ date: text.optional() })),
  summaries: list(z.object({ attributes: list(z.object({ id: text, value: text.optional() })) })),
  informationalMessage: list(message),
  statement: list(z.object({ type: text.optional(), statementText: text.optional() })),
  consumerAssistanceReferralAddress: z
    .object({
      officeName: text.optional(),
      poBox: text.optional(),
      streetName: text.optional(),
      cityStateZip: text.optional(),
      phone: text.optional(),
    })
    .optional(),
});

export const experianReportSchema = z.object({ creditProfile: list(creditProfile) });
type CreditProfile = z.infer<typeof creditProfile>;

/** Experian's error body for a 4xx: `{ errors: [{ errorCode, errorType, message }] }`. */
export const experianErrorSchema = z.object({
  errors: z.array(z.object({ errorCode: text.optional(), message: text.optional() })),
});

// Experian states these in words in informational messages, statements and error bodies.
const frozenWords = /\b(security freeze|file frozen|frozen)\b/i;
// "OFAC NO RECORD FOUND" is the sanctions screen's all-clear, not an absent file.
const noRecordWords = /(?<!ofac\s)\bno record found\b/i;
const alertWords =
  /\b(fraud (victim )?alert|initial security alert|extended (fraud|security) alert|active duty alert)\b/i;

/** What an error body's messages say, when they mean an answer rather than a failure. */
export function answerFromErrorMessages(messages: string[]): 'frozen' | 'noFile' | null {
  if (messages.some((value) => frozenWords.test(value))) return 'frozen';
  if (messages.some((value) => noRecordWords.test(value))) return 'noFile';
  return null;
}

function number(value: string | undefined): number | null {
  if (value === undefined || !/^\s*\d{1,9}\s*$/.test(value)) return null;
  return Number(value);
}

function summaryAttribute(profile: CreditProfile, id: string): number | null {
  for (const summary of profile.summaries ?? [])
    for (const attribute of summary.attributes ?? []) if (attribute.id === id) return number(attribute.value);
  return null;
}

/** MMDDYYYY to a UTC date; null for anything else. */
function experianDate(value: string | undefined): Date | null {
  const match = value === undefined ? null : /^(\d{2})(\d{2})(\d{4})$/.exec(value);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[3]), Number(match[1]) - 1, Number(match[2])));
  return Number.isNaN(date.getTime()) ? null : date;
}

function inquiriesSince(profile: CreditProfile, today: Date): number {
  const summarised = summaryAttribute(profile, 'inquiriesDuringLast6Months');
  if (summarised !== null) return summarised;
  const since = new Date(today);
  since.setUTCMonth(since.getUTCMonth() - 6);
  return (profile.inquiry ?? []).filter((entry) => {
    const date = experianDate(entry.date);
    return date !== null && date >= since && date <= today;
  }).length;
}

function scoreOf(profile: CreditProfile, today: Date): CreditScore | null {
  const model = profile.riskModel?.find((entry) => entry.modelIndicator?.trim() === experianScoreModel.indicator);
  const value = number(model?.score);
  // Out-of-range values are the model's "cannot score" codes: a file too thin to score.
  if (!model || value === null || value < experianScoreModel.rangeLow || value > experianScoreModel.rangeHigh)
    return null;
  const factors = [...(model.scoreFactors ?? [])]
    .filter((factor) => factor.code?.trim())
    .sort((a, b) => (number(a.importance) ?? 99) - (number(b.importance) ?? 99))
    .slice(0, 4)
    // The model's reason-code list (from the bureau, under the subscriber agreement) gives the words.
    .map((factor) => `Key factor ${factor.code?.trim()}`);
  return {
    value,
    model: experianScoreModel.model,
    rangeLow: experianScoreModel.rangeLow,
    rangeHigh: experianScoreModel.rangeHigh,
    keyFactors: factors,
    scoredOn: today.toISOString().slice(0, 10),
  };
}

function contactOf(profile: CreditProfile): BureauContact {
  const office = profile.consumerAssistanceReferralAddress;
  const street = office?.poBox?.trim() || office?.streetName?.trim();
  const cityStateZip = office?.cityStateZip?.trim();
  const phone = office?.phone?.replace(/\D/g, '');
  if (!street || !cityStateZip || !phone || phone.length !== 10) return experianConsumerAssistance;
  return {
    name: office?.officeName?.trim() || experianConsumerAssistance.name,
    address: `${street}, ${cityStateZip}`,
    phone: `1-${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}`,
    website: experianConsumerAssistance.website,
  };
}

function fileOf(profile: CreditProfile, today: Date): CreditFileSummary {
  const remarks = [
    ...(profile.statement ?? []).map((entry) => entry.statementText ?? ''),
    ...(profile.informationalMessage ?? []).map((entry) => entry.messageText ?? ''),
  ];
  const delinquent =
    (summaryAttribute(profile, 'nowDelinquentDerog') ?? 0) + (summaryAttribute(profile, 'wasDelinquentDerog') ?? 0);
  return {
    score: scoreOf(profile, today),
    tradelines: profile.tradeline?.length ?? summaryAttribute(profile, 'totalTradeItems') ?? 0,
    delinquencies: delinquent,
    publicRecords: profile.publicRecord?.length ?? 0,
    inquiriesLast6Months: inquiriesSince(profile, today),
    fraudAlert: remarks.some((value) => alertWords.test(value)),
  };
}

/** A 200 answer's profile as the product's answer; null when the body is not a credit profile. */
export function answerFromReport(body: unknown, today: Date): Exclude<BureauAnswer, { outcome: 'unavailable' }> | null {
  const parsed = experianReportSchema.safeParse(body);
  if (!parsed.success) return null;
  const profile = parsed.data.creditProfile?.[0];
  if (!profile) return { outcome: 'noFile', bureau: experianConsumerAssistance };
  const bureau = contactOf(profile);
  const messages = (profile.informationalMessage ?? []).map((entry) => entry.messageText ?? '');
  const said = answerFromErrorMessages(messages);
  if (said === 'frozen') return { outcome: 'frozen', bureau };
  // A message alone does not empty a file that lists accounts.
  if (said === 'noFile' && !profile.tradeline?.length) return { outcome: 'noFile', bureau };
  return { outcome: 'fileFound', bureau, file: fileOf(profile, today) };
}
