import type { PostalAddress } from './letter-sender.js';

const stateAndZip = /^([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/;

/**
 * Reads the one-line home address the account keeps ("street, street2, city,
 * ST 12345", formatUsAddress in packages/domain) back into the parts a
 * print-and-mail provider needs. Null for an address without a street, a
 * city, a state and a ZIP code: a letter cannot go there.
 */
export function postalAddressOf(name: string, oneLine: string): PostalAddress | null {
  const parts = oneLine
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length < 3) return null;
  const last = stateAndZip.exec(parts[parts.length - 1] ?? '');
  const city = parts[parts.length - 2];
  const line1 = parts[0];
  if (!last?.[1] || !last[2] || !city || !line1 || parts.length > 4) return null;
  return {
    name,
    line1,
    line2: parts.length === 4 ? (parts[1] ?? null) : null,
    city,
    state: last[1],
    zip: last[2],
  };
}

/** The address on the envelope, one line each, as the sandbox's page and the case view show it. */
export function envelopeLines(address: PostalAddress): string[] {
  return [address.name, address.line1, address.line2, `${address.city}, ${address.state} ${address.zip}`].filter(
    (line): line is string => Boolean(line),
  );
}
