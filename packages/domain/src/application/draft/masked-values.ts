const ssnShape = /^\d{3}-?\d{2}-?\d{4}$/;

/**
 * Masks a sensitive value for responses (domain guide: "masked in responses
 * (last four digits)"). The server answers with it, and the wizard shows it
 * as soon as a save is sent, so the page never holds the typed value longer
 * than its form does. Exact formats:
 * - an SSN (`123-45-6789` or `123456789`): `•••-••-6789`;
 * - anything else: `••••` and the last four letters or digits, separators
 *   dropped (`X1234-5678` → `••••5678`);
 * - four or fewer letters or digits: `••••` alone, since the last four would be all of it;
 * - an empty string stays empty (nothing was given).
 */
export function maskLastFour(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '') return '';
  const characters = trimmed.replace(/[^A-Za-z0-9]/g, '');
  if (ssnShape.test(trimmed)) return `•••-••-${characters.slice(-4)}`;
  if (characters.length <= 4) return '••••';
  return `••••${characters.slice(-4)}`;
}
