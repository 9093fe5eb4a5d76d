/** Compares employer names ignoring case, spacing and punctuation ("ACME  corp." is "Acme Corp"). */
export function normalizeEmployerName(name: string): string {
  return name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** True when any employer the provider reported is the applicant's own. */
export function employerMatches(applicantEmployer: unknown, reported: readonly string[]): boolean {
  if (typeof applicantEmployer !== 'string') return false;
  const own = normalizeEmployerName(applicantEmployer);
  return own.length > 0 && reported.some((name) => normalizeEmployerName(name) === own);
}
