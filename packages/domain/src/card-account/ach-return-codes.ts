/**
 * Why a bank sent a card payment back: the NACHA return reason codes (the
 * Operating Rules' Appendix Four) a payment pulled from a cardholder's bank
 * can come back with, each in plain words for the cardholder
 * (docs/product-rules.md#card-payments). A returned payment is not a
 * payment: what it paid is owed again (the Cardholder Agreement; the
 * statement's on-time status is the rewards module's, decision 080).
 */
export const achReturnReasons: Readonly<Record<string, string>> = {
  R01: 'Your bank account did not have enough money for the payment.',
  R02: 'Your bank says the account is closed.',
  R03: 'Your bank could not find an account with that number.',
  R04: 'Your bank says the account number is not valid.',
  R05: 'Your bank refused the payment as not authorized for a personal account.',
  R06: 'The payment was recalled before your bank took it.',
  R07: 'You told your bank to stop allowing payments to us from this account.',
  R08: 'You or your bank stopped this payment.',
  R09: 'Your bank account did not have enough available money yet (funds were on hold).',
  R10: 'Your bank says you did not authorize this payment.',
  R11: 'Your bank says the payment did not match what you authorized.',
  R12: 'Your account moved to another bank.',
  R13: 'The bank routing number is not valid.',
  R14: 'Your bank returned the payment because of a death on the account.',
  R15: 'Your bank returned the payment because of a death on the account.',
  R16: 'Your bank account is frozen.',
  R17: 'Your bank could not process the payment with the details given.',
  R20: 'This bank account does not allow payments out of it (often a savings rule or a limited account).',
  R23: 'Your bank refused the transfer.',
  R24: 'Your bank returned the payment as a duplicate.',
  R29: 'Your bank says the business account holder did not authorize this payment.',
  R31: 'Your bank returned the payment at our request.',
};

/**
 * The words for a return code; an unknown code still tells the cardholder
 * what happened and names the code so support can look it up.
 */
export function achReturnReason(code: string): string {
  const known = achReturnReasons[code.toUpperCase()];
  return known ?? `Your bank sent the payment back (return code ${code}).`;
}
