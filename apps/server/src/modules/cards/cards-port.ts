import type { Db } from '../../db/database.js';
import { replacementViewOf } from './card-replacement-view.js';
import { cardAccountView, type CardAccountView } from './card-service.js';
import {
  cardAccountById,
  cardOfAccountAt,
  findMyCard,
  latestCardAccountOf,
  latestCardOfAccount,
  lockCardAccount,
  lockCardOfAccount,
  moveCard,
  ssnCipherOfCard,
  ssnStateOf,
  storeAccountSsn,
} from './cards-repository.js';
import { setAccountCreditLimit } from './credit-limit-repository.js';
import { rateCapOfUser } from './scra-rate-cap-repository.js';

/**
 * What the card offers the modules built on it (decision 061): the rewards
 * count cash back on an account and lock it while they post; the SSN
 * follow-up reads and stores the account's SSN and locks or unlocks its card.
 * They reach the card's rows only here, wired in composition/cards-wiring.ts.
 */
export const cardsPort = {
  /** The account's row lock: postings, redemptions and the SSN's changes of one account run one at a time. */
  lockAccount: lockCardAccount,
  accountById: cardAccountById,
  /** The member's latest card account; locked for the transaction when asked. */
  latestAccountOf: latestCardAccountOf,
  ssnStateOf,
  ssnCipherOfCard,
  storeSsn: storeAccountSsn,
  latestCardOfAccount,
  /** The card a statement names: the account's card at its cycle's end. */
  cardOfAccountAt,
  lockCardOfAccount,
  moveCard,
  /** An approved limit increase's new limit, once the issuer set it (decision 084). */
  setCreditLimit: setAccountCreditLimit,
  /** The SCRA rate cap decided for the member's latest account (decision 088), for the staff's change-request view. */
  scraRateCapOf: rateCapOfUser,
  /** The member's card account as cards.graphql answers it; null before a card is issued. */
  async cardAccountViewOf(db: Db, userId: string): Promise<CardAccountView | null> {
    const mine = await findMyCard(db, userId);
    if (!mine) return null;
    // Adding the SSN may answer while a first card that never arrived is being replaced (decision 106).
    return cardAccountView(mine.account, mine.card, null, await replacementViewOf(db, mine.account.id));
  },
};
