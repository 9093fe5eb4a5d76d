import { PRODUCT } from '../product.js';
import type { EcoaAgency } from './ecoa-agencies.js';
import { dateInWords, ecoaSection, type NoticeLetter, type NoticeParty } from './notice-letter.js';

/**
 * Adverse action on an open account (Reg B 1002.2(c)(1)(ii), 1002.9(a)(1)(iii);
 * product-rules#notices): a termination or unfavorable change of terms that
 * is not about the account's inactivity, default or delinquency
 * (1002.2(c)(2)(ii)) is notified with the action, the specific reason and
 * the ECOA notice. Decision 054 records why the SSN deadline's lock is one.
 * The actions are stored with their notices, so a code is never renamed.
 */
export const accountActionNoticeVersion = 'account-action-2026-11-v1';

export const accountActions = {
  ssnDeadlineLock: {
    action:
      `We have locked your ${PRODUCT.cardName}: purchases and other new charges with it are declined while it is ` +
      'locked. Your account, its balance and its cash back are kept as they are.',
    reason: 'Social Security number not provided within 60 days of activating the card',
    remedy: 'Add your Social Security number in your account and the card is unlocked straight away.',
  },
} as const;

export type AccountAction = keyof typeof accountActions;

export function isAccountAction(value: unknown): value is AccountAction {
  return typeof value === 'string' && Object.hasOwn(accountActions, value);
}

export interface AccountActionNoticeInput {
  creditor: NoticeParty;
  agency: EcoaAgency;
  applicant: { fullName: string; address: string };
  /** ISO date the notice is given; printed in words. */
  noticeDate: string;
  action: AccountAction;
}

export function buildAccountActionNotice(input: AccountActionNoticeInput): NoticeLetter {
  const texts = accountActions[input.action];
  return {
    version: accountActionNoticeVersion,
    title: 'Notice of action taken on your credit card account',
    creditor: input.creditor,
    applicant: input.applicant,
    noticeDate: dateInWords(input.noticeDate),
    actionTaken: texts.action,
    sections: [
      { heading: 'Principal reason for our action', paragraphs: [texts.reason] },
      { heading: 'How to lift the lock', paragraphs: [texts.remedy] },
      ecoaSection(input.agency),
    ],
  };
}
