import { ageInYears, parseIsoDate } from '@waypoint/domain/dates/utc-dates';
import { accountPort } from '../modules/auth/account-port.js';
import { CardIssuerUnavailableError } from '../modules/cards/card-issuing-provider.js';
import { cardsPort } from '../modules/cards/cards-port.js';
import type { CreditLineIncreasesDeps } from '../modules/credit-line-increases/credit-line-increases-deps.js';
import type { RequireStaff } from '../modules/staff/require-staff.js';
import type { CompositionContext } from './composition-context.js';

/** A whole-dollar amount the application stored as text; null when missing or not a whole number. */
function wholeDollars(value: unknown): number | null {
  const parsed =
    typeof value === 'string' && value.trim() !== '' ? Number(value) : typeof value === 'number' ? value : NaN;
  return Number.isSafeInteger(parsed) && parsed >= 0 ? parsed : null;
}

/**
 * Credit limit increases (decision 084): the issuer composition/providers.ts
 * chose, the card account from the cards port, the statements' on-time marks
 * from the rewards port, the holder from auth's account port, and the age and
 * other commitments from the approved application (the ability-to-pay rule's
 * inputs besides the updated income and housing cost).
 */
export function createCreditLineIncreasesDeps(
  context: CompositionContext,
  from: { requireStaff: RequireStaff; statements: CreditLineIncreasesDeps['statements'] },
): CreditLineIncreasesDeps {
  const { sessions, now, applications, config } = context;
  return {
    db: context.database.db,
    issuer: context.providers.cardIssuing.issuer,
    isIssuerUnavailable: (error) => error instanceof CardIssuerUnavailableError,
    requireUser: sessions.user,
    requireStaff: from.requireStaff,
    cards: {
      latestAccountOf: cardsPort.latestAccountOf,
      accountById: cardsPort.accountById,
      lockAccount: cardsPort.lockAccount,
      latestCardOfAccount: cardsPort.latestCardOfAccount,
      setCreditLimit: cardsPort.setCreditLimit,
    },
    statements: from.statements,
    holderOf: accountPort.accountOf,
    applicantFactsOf: async (db, applicationId) => {
      const application = await applications.forDecision(db, applicationId);
      const dob = parseIsoDate(application?.draft.dob);
      return {
        ageYears: dob ? ageInYears(dob, now()) : null,
        financialCommitments: wholeDollars(application?.draft.financialCommitments),
      };
    },
    notices: { creditor: config.notices.creditor, agency: config.notices.agency },
    publicUrl: config.publicUrl,
    now,
  };
}
