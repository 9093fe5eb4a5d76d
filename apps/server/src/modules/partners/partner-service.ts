import type { PartnerInvite } from '@waypoint/domain/site/partners/partner-invite';
import type { PartnerReferral } from '@waypoint/domain/site/partners/partner-referral';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { enqueueMail } from '../../platform/mail/outbox.js';
import {
  invitationAcknowledgementMail,
  invitationMail,
  referralAcknowledgementMail,
  referredPersonMail,
} from './partner-mail.js';
import type { PartnersDeps } from './partners-deps.js';
import {
  hasReferralSince,
  invitedSince,
  lockPartner,
  recordInvitations,
  recordReferral,
} from './partners-repository.js';

/*
 * A repeat is one partner sending the same person again within a day (a
 * double-click, a second tab, a colleague doing the same): it is kept once
 * and mailed once, and the partner hears the same answer.
 */
export const repeatWindowMs = 24 * 60 * 60 * 1000;
const signUpUrl = (deps: PartnersDeps) => `${deps.publicUrl}${sitePaths.signUp}`;

/** POST /partners/refer: stores the referral and queues both mails in one transaction. */
export async function referSomeone(deps: PartnersDeps, referral: PartnerReferral, ip: string): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await lockPartner(tx, referral.partnerEmail);
    if (await hasReferralSince(tx, referral, new Date(now.getTime() - repeatWindowMs))) return;
    await recordReferral(tx, {
      ...referral,
      partnerPhone: referral.partnerPhone ?? null,
      relocationDate: referral.relocationDate ?? null,
      note: referral.note ?? null,
      ip,
      createdAt: now,
    });
    await enqueueMail(tx, 'partner_referral', referredPersonMail(referral, signUpUrl(deps)));
    await enqueueMail(tx, 'partner_referral_acknowledgement', referralAcknowledgementMail(referral));
  });
}

/**
 * POST /partners/invite: one row and one mail per address this partner has
 * not invited in the last day, and one acknowledgement listing them.
 */
export async function inviteByEmail(deps: PartnersDeps, invite: PartnerInvite, ip: string): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await lockPartner(tx, invite.partnerEmail);
    const invited = await invitedSince(
      tx,
      invite.partnerEmail,
      invite.emails,
      new Date(now.getTime() - repeatWindowMs),
    );
    const fresh = invite.emails.filter((email) => !invited.has(email));
    if (fresh.length === 0) return;
    await recordInvitations(
      tx,
      fresh.map((email) => ({
        partnerName: invite.partnerName,
        partnerEmail: invite.partnerEmail,
        email,
        message: invite.message ?? null,
        ip,
        createdAt: now,
      })),
    );
    for (const email of fresh)
      await enqueueMail(tx, 'partner_invitation', invitationMail(invite, email, signUpUrl(deps)));
    await enqueueMail(tx, 'partner_invitation_acknowledgement', invitationAcknowledgementMail(invite, fresh));
  });
}
