import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { recaptchaMismatchMessage } from '@waypoint/domain/auth/account-states';
import type { BureauAnswer } from '@waypoint/domain/credit-report/credit-report';
import {
  carriedDraftAnswers,
  prequalificationFormSchema,
  SOFT_INQUIRY_CONSENT_VERSION,
  softInquiryConsentText,
  type PrequalificationForm,
} from '@waypoint/domain/credit-report/prequalification-form';
import {
  prequalificationNotice,
  type PrequalificationNotice,
} from '@waypoint/domain/credit-report/prequalification-notice';
import {
  affordabilityReasons,
  prequalify,
  type PrequalificationResult,
} from '@waypoint/domain/credit-report/prequalification-rule';
import { AppError, badUserInput } from '../../graphql/app-error.js';
import { enqueueJob } from '../../platform/jobs/enqueue-job.js';
import { defineQueue, type JobHandler } from '../../platform/jobs/job-queue.js';
import { askBureau } from './bureau-call.js';
import type { CreditReportDeps } from './credit-report-deps.js';
import { insertInquiry, insertPrequalification, purgeExpiredAnswers } from './credit-report-repository.js';

/** The answers fill an application for a day at most, then they are deleted (decision 026). */
export const answersLifetimeMs = 24 * 60 * 60 * 1000;

// A person checks a few times at most (again after lifting a freeze); more from one network is a script.
export const prequalifyPerIp = { name: 'prequalify:ip', limit: 5, windowSeconds: 60 * 60 };
// Per person (name and date of birth, hashed): a handful a day, so nobody learns someone else's file by trying.
export const prequalifyPerPerson = { name: 'prequalify:person', limit: 5, windowSeconds: 24 * 60 * 60 };

/** Deletes the answers nobody used, when they expire. */
export const answersPurgeQueue = defineQueue({
  name: 'prequalification-answers-purge',
  data: z.object({ prequalificationId: z.uuid() }),
  retryLimit: 5,
  retryDelaySeconds: 60,
  expireInSeconds: 60,
});

export function answersPurgeJobHandler(
  deps: Pick<CreditReportDeps, 'db' | 'now'>,
): JobHandler<{ prequalificationId: string }> {
  return async (job) => purgeExpiredAnswers(deps.db, job.data.prequalificationId, deps.now());
}

export interface Prequalifier {
  ip: string;
  userId: string | null;
  /** The user's application exists: answers would not fill it, so none are kept. */
  hasApplication: boolean;
}

export interface PrequalificationAnswer {
  id: string;
  result: PrequalificationResult;
  /** The reasons in words from the facts, and the score and report used (decision 056). */
  notice: PrequalificationNotice;
  bureau: CreditReportDeps['bureau']['bureau'];
  answersCarryOver: boolean;
}

/** What the name key is made of: the carry-over compares it with the account's name. */
export const nameKeyText = (name: { firstName: string; lastName: string }) =>
  `name|${name.firstName.trim()}|${name.lastName.trim()}`.toLowerCase();

const answersContext = (id: string) => `prequalifications.answers_cipher:${id}`;

const instructionNameContext = (inquiryId: string) => `credit_inquiries.authorized_name_cipher:${inquiryId}`;

/** Who gave the soft-inquiry instruction, as typed (decision 056, product-rules#soft-inquiry-instruction). */
export interface InstructionName {
  firstName: string;
  middleName: string;
  lastName: string;
}

function encryptInstructionName(deps: Pick<CreditReportDeps, 'cipher'>, inquiryId: string, form: PrequalificationForm) {
  const name: InstructionName = { firstName: form.firstName, middleName: form.middleName, lastName: form.lastName };
  return deps.cipher.encrypt(JSON.stringify(name), instructionNameContext(inquiryId));
}

export function decryptInstructionName(
  deps: Pick<CreditReportDeps, 'cipher'>,
  inquiryId: string,
  cipher: string,
): InstructionName {
  return JSON.parse(deps.cipher.decrypt(cipher, instructionNameContext(inquiryId))) as InstructionName;
}

export function decryptAnswers(
  deps: Pick<CreditReportDeps, 'cipher'>,
  id: string,
  cipher: string,
): Record<string, unknown> {
  return JSON.parse(deps.cipher.decrypt(cipher, answersContext(id))) as Record<string, unknown>;
}

/**
 * prequalify: the form's rules, reCAPTCHA, the limits, then affordability
 * (no inquiry when the answers alone rule an offer out), the soft inquiry
 * and the rule. The answer has one shape whatever the bureau said.
 */
export async function prequalifyApplicant(
  deps: CreditReportDeps,
  input: unknown,
  recaptchaToken: string | null | undefined,
  who: Prequalifier,
): Promise<PrequalificationAnswer> {
  const now = deps.now();
  const parsed = prequalificationFormSchema(now).safeParse(input);
  if (!parsed.success) throw badUserInput(parsed.error.issues);
  const form = parsed.data;
  if (!(await deps.recaptcha.verify(recaptchaToken, who.ip, 'prequalify'))) {
    throw new AppError('RECAPTCHA_MISMATCH', recaptchaMismatchMessage);
  }
  await deps.limiter.hit({ ...prequalifyPerIp, limit: prequalifyPerIp.limit * deps.ipLimitScale }, who.ip, now);
  const person = deps.personKey([form.firstName, form.lastName, form.dob].join('|').toLowerCase());
  await deps.limiter.hit(prequalifyPerPerson, person, now);

  const id = randomUUID();
  const askedBureau = form.address !== null && affordabilityReasons(form.income, form.accommodationCost).length === 0;
  const answer: BureauAnswer | null = askedBureau
    ? await askBureau(deps, {
        kind: 'soft',
        subject: { ...form, ssn: null, address: form.address },
        referenceId: id,
      })
    : null;
  const inputs = { bureau: answer, income: form.income, accommodationCost: form.accommodationCost };
  const result = prequalify(inputs);
  const keepAnswers = !who.hasApplication;
  const expiresAt = new Date(now.getTime() + answersLifetimeMs);

  await deps.db.transaction(async (tx) => {
    await insertPrequalification(tx, {
      id,
      userId: who.userId,
      ruleVersion: result.ruleVersion,
      outcome: result.outcome,
      reasons: result.reasons,
      ip: who.ip,
      nameKey: deps.personKey(nameKeyText(form)),
      answersCipher: keepAnswers
        ? deps.cipher.encrypt(JSON.stringify(carriedDraftAnswers(form)), answersContext(id))
        : null,
      answersExpireAt: keepAnswers ? expiresAt : null,
      createdAt: now,
    });
    if (answer) {
      const inquiryId = randomUUID();
      // The written instruction (FCRA 604(a)(2)): who gave it, the words shown, when and from where.
      await insertInquiry(tx, {
        id: inquiryId,
        kind: 'soft',
        prequalificationId: id,
        status: answer.outcome,
        authorizationType: 'SOFT_INQUIRY_CONSENT',
        authorizationVersion: SOFT_INQUIRY_CONSENT_VERSION,
        authorizedAt: now,
        authorizedIp: who.ip,
        authorizedNameCipher: encryptInstructionName(deps, inquiryId, form),
        authorizationText: softInquiryConsentText,
        bureauName: answer.outcome === 'unavailable' ? null : answer.bureau.name,
        requestedAt: now,
        completedAt: now,
        updatedAt: now,
      });
    }
    if (keepAnswers) {
      await enqueueJob(tx, answersPurgeQueue, { prequalificationId: id }, { startAfter: expiresAt });
    }
  });
  return {
    id,
    result,
    notice: prequalificationNotice(inputs, result),
    bureau: deps.bureau.bureau,
    answersCarryOver: keepAnswers,
  };
}
