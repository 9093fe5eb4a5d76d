/**
 * One id per option of a choice group. The first is the group's own id, so an
 * error-summary link to `#id` lands on the first radio. The rest are
 * `${id}-${value}` with characters other than letters, digits, '-' and '_'
 * turned into '-' (values such as "B1/B2" or "US Citizen/Green Card"), so they
 * work as URL fragments and CSS selectors. An id already taken, by another
 * option or by the group's hint or error, gets the option's position appended.
 */
export function choiceOptionIds(id: string, values: readonly string[]): string[] {
  const taken = new Set([id, `${id}-hint`, `${id}-error`]);
  return values.map((value, index) => {
    if (index === 0) return id;
    const wanted = `${id}-${value}`.replace(/[^A-Za-z0-9_-]+/g, '-');
    const unique = taken.has(wanted) ? `${wanted}-${index}` : wanted;
    taken.add(unique);
    return unique;
  });
}
