import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

function fieldNamesOf(selectionSet: SelectionSetNode | undefined, info: GraphQLResolveInfo, into: Set<string>): void {
  for (const selection of selectionSet?.selections ?? []) {
    if (selection.kind === Kind.FIELD) into.add(selection.name.value);
    else if (selection.kind === Kind.INLINE_FRAGMENT) fieldNamesOf(selection.selectionSet, info, into);
    else fieldNamesOf(info.fragments[selection.name.value]?.selectionSet, info, into);
  }
}

/**
 * Which of a type's personal-data fields a GraphQL request asked for, one
 * level below the resolved field (`path` walks down a level first, as
 * `items` of a page): a read is noted with what the answer carried, and a
 * request that selects none of them reads no personal data (decision 069).
 */
export function selectedPersonalParts(
  info: GraphQLResolveInfo,
  personalFields: readonly string[],
  path: readonly string[] = [],
): string[] {
  let sets = info.fieldNodes.map((node) => node.selectionSet);
  for (const step of path) {
    sets = sets.flatMap((set) =>
      (set?.selections ?? []).flatMap((selection) => {
        if (selection.kind === Kind.FIELD) return selection.name.value === step ? [selection.selectionSet] : [];
        const inner =
          selection.kind === Kind.INLINE_FRAGMENT
            ? selection.selectionSet
            : info.fragments[selection.name.value]?.selectionSet;
        return (inner?.selections ?? []).flatMap((nested) =>
          nested.kind === Kind.FIELD && nested.name.value === step ? [nested.selectionSet] : [],
        );
      }),
    );
  }
  const selected = new Set<string>();
  for (const set of sets) fieldNamesOf(set, info, selected);
  return personalFields.filter((field) => selected.has(field));
}
