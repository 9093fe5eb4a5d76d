export const yesNoOptions = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
] as const;

/**
 * Radio or select options from a label table, in the table's order; the tables themselves are the
 * domain's (application/answers/choice-labels), shared with the review and the back office.
 */
export function optionsOf<Value extends string>(labels: Readonly<Record<Value, string>>) {
  return (Object.entries(labels) as [Value, string][]).map(([value, label]) => ({ value, label }));
}
