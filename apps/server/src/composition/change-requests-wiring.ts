import { accountPort } from '../modules/auth/account-port.js';
import type { CardsDeps } from '../modules/cards/cards-deps.js';
import { cardsPort } from '../modules/cards/cards-port.js';
import { scraBenefitApproved } from '../modules/cards/scra-rate-cap.js';
import type { ChangeRequestsDeps } from '../modules/change-requests/change-requests-deps.js';
import type { DocumentsDeps } from '../modules/documents/documents-deps.js';
import type { RequireStaff } from '../modules/staff/require-staff.js';
import { staffEmailsOf } from '../modules/staff/staff-directory-port.js';
import type { CompositionContext } from './composition-context.js';

/** Change requests' ports (decision 036): the account, the application's address, staff, and the documents' upload plumbing. */
export function createChangeRequestsDeps(
  context: CompositionContext,
  documents: DocumentsDeps,
  requireStaff: RequireStaff,
  stepUp: ChangeRequestsDeps['stepUp'],
  cards: CardsDeps,
): ChangeRequestsDeps {
  return {
    db: documents.db,
    storage: documents.storage,
    limiter: documents.limiter,
    uploadMaxBytes: documents.uploadMaxBytes,
    intake: documents.intake,
    requireUser: context.sessions.user,
    stepUp,
    requireStaff,
    accounts: { ...accountPort, accountsOf: accountPort.namesAndEmailsOf },
    applicationAddressOf: context.applications.submittedAddressOf,
    // The SCRA rate cap on the card (decision 088), decided on the approval's transaction.
    cards: {
      scraBenefitApproved: async (tx, userId, benefit) => {
        await scraBenefitApproved(tx, cards, userId, benefit, documents.now());
      },
      scraRateCapOf: cardsPort.scraRateCapOf,
    },
    staffEmails: staffEmailsOf,
    publicUrl: context.config.publicUrl,
    now: documents.now,
  };
}
