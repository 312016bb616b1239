/**
 * A closed list of choices written once, each with its label, in the order pages offer them:
 * `values` for zod enums and loops, `labels` for what a person reads. A key object keeps the
 * order it is written in, so the list and its labels cannot drift apart.
 */
export function choiceList<const L extends Record<string, string>>(labels: L) {
  type Key = keyof L & string;
  return {
    values: Object.keys(labels) as [Key, ...Key[]],
    labels: labels as Readonly<Record<Key, string>>,
  };
}
