/** An SSN has 9 digits, shown as ###-##-#### (the form the domain stores). */
const SSN_DIGITS = 9;

/** Keeps the digits of what was typed or pasted, at most nine, hyphenated as ###-##-####. */
export function formatSsnDigits(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, SSN_DIGITS);
  if (digits.length <= 3) return digits;
  if (digits.length <= 5) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}

/** The server shows a saved number as •••-••-6789; its last four are not the person's input. */
export function isMaskedSsn(text: string): boolean {
  return text.startsWith('•');
}

/**
 * The field's value after an edit. Editing a masked number starts a fresh one
 * from what was just typed or pasted, since the bullets cannot be edited in
 * place. `caret` is where the edit left the caret: the inserted text ends there.
 */
export function nextSsnValue(before: string, after: string, caret: number = after.length): string {
  if (!isMaskedSsn(before) || !after.includes('•')) return formatSsnDigits(after);
  let shared = 0;
  while (shared < before.length && shared < caret && before[shared] === after[shared]) shared += 1;
  return formatSsnDigits(after.slice(shared, caret));
}

/**
 * Where the caret belongs in the formatted text: just after the same number
 * of digits as before formatting, so an edit mid-number does not jump to the end.
 */
export function caretAfterDigits(formatted: string, digitCount: number): number {
  if (digitCount <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted[index] ?? '')) seen += 1;
    if (seen === digitCount) return index + 1;
  }
  return formatted.length;
}
