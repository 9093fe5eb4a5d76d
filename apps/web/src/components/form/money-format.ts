/**
 * "55000" -> "55,000": thousands separators make a typed amount easy to check
 * at a glance. Only text of digits and commas is touched; anything else (a
 * "1200.75", a "$55,000") is left for validation to explain, not silently changed.
 */
export function formatWholeDollars(text: string): string {
  const trimmed = text.trim();
  if (!/^[\d,]*\d[\d,]*$/.test(trimmed)) return text;
  const digits = trimmed.replace(/,/g, '').replace(/^0+(?=\d)/, '');
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
