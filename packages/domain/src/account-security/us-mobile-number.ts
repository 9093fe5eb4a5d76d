/**
 * A US mobile number as the product accepts it (decision 074,
 * docs/product-rules.md#verified-phone): ten digits of the North American
 * Numbering Plan, with or without the +1 country code, written any usual way
 * ("(202) 555-0143", "202.555.0143", "+1 202 555 0143"). Stored and sent as
 * E.164 (+12025550143). Toll-free, premium and N11 service numbers cannot
 * receive a code, so they are refused with words that say why.
 */
export type UsMobileNumberCheck = { ok: true; e164: string } | { ok: false; message: string };

/** Toll-free (8XX) and premium (900) area codes: no person's handset answers a code on them. */
const tollFreeOrPremium = new Set(['800', '833', '844', '855', '866', '877', '888', '900']);

export const usMobileNumberMessages = {
  empty: 'Enter your mobile number.',
  characters: 'Use digits only, with spaces, dashes, dots or brackets if you like.',
  length: 'Enter a 10-digit US mobile number, like (202) 555-0143.',
  country: 'Enter a US mobile number (country code +1).',
  areaCode: 'That area code does not exist. Check the first 3 digits.',
  exchange: 'That number does not exist. Check digits 4 to 6.',
  service: 'Enter a personal mobile number, not a toll-free or service number.',
} as const;

export function checkUsMobileNumber(input: string): UsMobileNumberCheck {
  const trimmed = input.trim();
  if (trimmed === '') return { ok: false, message: usMobileNumberMessages.empty };
  if (trimmed.length > 30 || !/^\+?[\d\s().-]+$/.test(trimmed))
    return { ok: false, message: usMobileNumberMessages.characters };
  const international = trimmed.startsWith('+');
  let digits = trimmed.replace(/\D/g, '');
  if (international && !digits.startsWith('1')) return { ok: false, message: usMobileNumberMessages.country };
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length !== 10) return { ok: false, message: usMobileNumberMessages.length };
  const area = digits.slice(0, 3);
  const exchange = digits.slice(3, 6);
  // NANP: area code and exchange start 2–9; an area code's second digit is never 9 (reserved for expansion).
  if (!/^[2-9][0-8]\d$/.test(area)) return { ok: false, message: usMobileNumberMessages.areaCode };
  if (!/^[2-9]\d\d$/.test(exchange)) return { ok: false, message: usMobileNumberMessages.exchange };
  if (tollFreeOrPremium.has(area) || /^[2-9]11$/.test(area) || /^[2-9]11$/.test(exchange))
    return { ok: false, message: usMobileNumberMessages.service };
  return { ok: true, e164: `+1${digits}` };
}

/** How a stored E.164 number is shown to its owner: "(202) 555-0143". */
export function formatUsPhone(e164: string): string {
  const digits = e164.replace(/^\+1/, '');
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : e164;
}

/** The last digits only, for a message that should not repeat the whole number. */
export function maskedUsPhone(e164: string): string {
  return `••• ••• ${e164.slice(-4)}`;
}
