import { workEmailField } from '@waypoint/domain/application/schemas/field-schemas';
import { emailDomain } from '@waypoint/domain/employer-verification/domain-names';
import { isFreeMailDomain } from '@waypoint/domain/employer-verification/free-mail-domains';
import { workEmailLinkPath } from '@waypoint/domain/employer-verification/work-email-link';
import { workEmailMatchesEmployer } from '@waypoint/domain/employer-verification/work-email-match';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { RateLimiter } from '../../platform/rate-limit.js';
import { hashToken, newSecureToken, safeEqual } from '../../platform/secure-token.js';
import type {
  EmployerDraftFields,
  EmployerVerificationDeps,
  VerifyingApplicant,
} from './employer-verification-deps.js';
import { employerVerificationErrors as errors } from './employer-verification-errors.js';
import { findLink, recordLink, replaceLiveLinks, useUpLink } from './employer-verification-repository.js';
import { workEmailConfirmationMail } from './work-email-mail.js';

// A work e-mail may sit unread over a working day; a day is long enough and short enough.
export const workEmailLinkLifetimeMs = 24 * 60 * 60 * 1000;
// An applicant resends a handful of times (typos, a slow mail server); more is abuse of our sender.
export const workEmailSendRule = { name: 'work-email:user', limit: 5, windowSeconds: 60 * 60 };

export interface WorkEmailSending {
  status: 'sent' | 'alreadyVerified';
  email: string;
  expiresAt: string | null;
}

function normalisedEmail(value: string): string {
  const email = value.trim().toLowerCase();
  if (!workEmailField.safeParse(email).success) throw errors.invalidEmail();
  return email;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** product-rules#work-email-match work-e-mail check, with a reason for each refusal. */
function assertCompanyAddressOfEmployer(email: string, draft: EmployerDraftFields): void {
  const domain = emailDomain(email);
  if (!domain) throw errors.invalidEmail();
  if (isFreeMailDomain(domain)) throw errors.freeMail();
  const website = text(draft.employerWebsite);
  if (!website.trim()) throw errors.noEmployer();
  if (!workEmailMatchesEmployer(email, website)) throw errors.domainMismatch(website);
}

async function assertEditable(deps: EmployerVerificationDeps, userId: string, applicationId: number) {
  const application = await deps.applications.findOwned(userId, applicationId);
  if (!application) throw errors.applicationNotFound();
  if (application.status !== 'incomplete') throw errors.notEditable(application.status);
}

/**
 * sendWorkEmailConfirmation: checks the address against the employer, saves
 * it (its verification flag resets, product-rules#field-dependencies), replaces any
 * earlier link and queues the e-mail, all in one transaction holding the
 * application row, so the e-mail goes out only if the link was stored.
 */
export async function sendWorkEmailConfirmation(
  deps: EmployerVerificationDeps,
  applicant: VerifyingApplicant,
  applicationId: number,
  rawEmail: string,
): Promise<WorkEmailSending> {
  const email = normalisedEmail(rawEmail);
  await assertEditable(deps, applicant.userId, applicationId);
  const now = deps.now();
  let result: WorkEmailSending = { status: 'alreadyVerified', email, expiresAt: null };
  await deps.applications.updateDraftFields(applicationId, async (tx, draft) => {
    assertCompanyAddressOfEmployer(email, draft);
    if (text(draft.workEmail).toLowerCase() === email && draft.workEmailVerificationFlag === true) return {};
    // Counted in the transaction: a refused address above costs nothing, and a refusal here rolls back its own hit.
    await new RateLimiter(tx).hit(workEmailSendRule, applicant.userId, now);
    await replaceLiveLinks(tx, applicationId, now);
    const first = newSecureToken().slice(0, 22);
    const second = newSecureToken();
    const expiresAt = new Date(now.getTime() + workEmailLinkLifetimeMs);
    await recordLink(tx, {
      id: first,
      applicationId,
      userId: applicant.userId,
      email,
      secretHash: hashToken(second),
      expiresAt,
      createdAt: now,
    });
    const link = `${deps.publicUrl}${workEmailLinkPath(first, second)}`;
    await enqueueMail(tx, 'work_email_confirmation', workEmailConfirmationMail(email, applicant.firstName, link));
    result = { status: 'sent', email, expiresAt: expiresAt.toISOString() };
    return {
      workEmail: email,
      workEmailVerificationFlag: false,
      employerVerified: false,
      employerVerificationMethod: 'workEmail',
    };
  });
  return result;
}

// The first part is 22 URL-safe characters and the second 43; anything far off is not ours.
const linkPartPattern = /^[A-Za-z0-9_-]{10,100}$/;

/**
 * POST /application-cache/workemailconfirmation/{first}/{second}: confirms a
 * link without a session (it is often opened on a phone). It only ever marks
 * the application it was sent for. Single use: the link is used up in the
 * same transaction that marks the draft, and only if still unused.
 */
export async function confirmWorkEmail(
  deps: EmployerVerificationDeps,
  first: string,
  second: string,
): Promise<{ verified: true }> {
  if (!linkPartPattern.test(first) || !linkPartPattern.test(second)) throw errors.linkInvalid();
  const link = await findLink(deps.db, first);
  if (!link || !safeEqual(hashToken(second), link.secretHash)) throw errors.linkInvalid();
  if (link.usedAt) throw errors.linkUsed();
  if (link.replacedAt) throw errors.linkInvalid();
  const now = deps.now();
  if (link.expiresAt.getTime() <= now.getTime()) throw errors.linkExpired();
  await assertEditable(deps, link.userId, link.applicationId);
  await deps.applications.updateDraftFields(link.applicationId, async (tx, draft) => {
    // The applicant may have changed the address or the employer since the link was sent.
    if (text(draft.workEmail).toLowerCase() !== link.email) throw errors.addressChanged();
    if (!workEmailMatchesEmployer(link.email, text(draft.employerWebsite))) throw errors.addressChanged();
    const used = await useUpLink(tx, link.id, now);
    if (!used) throw errors.linkUsed();
    return { workEmailVerificationFlag: true, employerVerified: true };
  });
  return { verified: true };
}
