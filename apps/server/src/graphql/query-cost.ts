import { GraphQLError, Kind, type ASTVisitor, type SelectionSetNode, type ValidationContext } from 'graphql';

/**
 * Rejects operations that select more than `maxCost` fields in total,
 * counting fragments where they are spread. Depth alone does not stop a wide
 * query built from many aliases of the same field.
 */
export function maxCostRule(maxCost: number) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map(
      context
        .getDocument()
        .definitions.filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
        .map((fragment) => [fragment.name.value, fragment]),
    );

    function cost(selectionSet: SelectionSetNode | undefined, seen: Set<string>): number {
      if (!selectionSet) return 0;
      let total = 0;
      for (const selection of selectionSet.selections) {
        if (selection.kind === Kind.FIELD) total += 1 + cost(selection.selectionSet, seen);
        else if (selection.kind === Kind.INLINE_FRAGMENT) total += cost(selection.selectionSet, seen);
        else if (!seen.has(selection.name.value)) {
          // Cycles are reported by the standard NoFragmentCycles rule; just stop here.
          const fragment = fragments.get(selection.name.value);
          total += cost(fragment?.selectionSet, new Set([...seen, selection.name.value]));
        }
        if (total > maxCost) return total;
      }
      return total;
    }

    return {
      OperationDefinition(operation) {
        const total = cost(operation.selectionSet, new Set());
        if (total > maxCost) {
          context.reportError(
            new GraphQLError(`The query is too large: it selects more than ${maxCost} fields.`, {
              nodes: [operation],
              extensions: { code: 'QUERY_TOO_COSTLY' },
            }),
          );
        }
      },
    };
  };
}
