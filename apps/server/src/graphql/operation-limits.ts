import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

/**
 * How many times one request may run each root field that writes: a row, a
 * session, an e-mail, a call to a paid provider. Aliases let one request
 * repeat a field (`a: f b: f …`), and graphql-js runs the copies of a query
 * at once, so without this bound one request writes as many rows as the cost
 * limit lets it name, and a check-then-insert in the field's service races
 * with itself. Every mutation is bounded by `mutationDefault`; `fields` names
 * the query fields that write and any mutation allowed more (docs/operations.md).
 */
export interface OperationLimits {
  mutationDefault: number;
  fields: Readonly<Record<string, number>>;
}

/** The web sends each of these once per request; one is the bound. */
export const rowWritingLimits: OperationLimits = {
  mutationDefault: 1,
  fields: {
    // Query fields that write: an identity question set, a session, a reset token or e-mail, a score, an invite code, an audit event.
    getIdentity: 1,
    login: 1,
    forgotPassword: 1,
    resendVerificationEmail: 1,
    emailVerification: 1,
    checkScore: 1,
    myInviteCode: 1,
    // The audit log's search is itself written to the log (decision 028).
    auditEvents: 1,
  },
};

type FragmentMap = ReadonlyMap<string, FragmentDefinitionNode>;

/**
 * The root fields an operation runs, by name, each with its response keys
 * (alias or name). Copies under one response key run once, as in
 * graphql-js's field collection; each named fragment is followed once.
 */
function rootFields(selectionSet: SelectionSetNode, fragments: FragmentMap): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  const followed = new Set<string>();
  const visit = (set: SelectionSetNode) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const keys = found.get(selection.name.value) ?? new Set<string>();
        keys.add(selection.alias?.value ?? selection.name.value);
        found.set(selection.name.value, keys);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        visit(selection.selectionSet);
      } else if (!followed.has(selection.name.value)) {
        followed.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) visit(fragment.selectionSet);
      }
    }
  };
  visit(selectionSet);
  return found;
}

/**
 * Refuses, before anything runs, an operation that repeats a writing field
 * past its bound: a 400 with TOO_MANY_OPERATIONS naming the field. Batched
 * requests (a JSON array of operations) are refused earlier by the request
 * shape check, so the bound cannot be spread over a batch.
 */
export function operationLimitsRule(limits: OperationLimits = rowWritingLimits) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments: FragmentMap = new Map(
      context
        .getDocument()
        .definitions.filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
        .map((fragment) => [fragment.name.value, fragment]),
    );
    return {
      OperationDefinition(operation) {
        const mutation = operation.operation === 'mutation';
        for (const [field, keys] of rootFields(operation.selectionSet, fragments)) {
          const limit = limits.fields[field] ?? (mutation ? limits.mutationDefault : undefined);
          if (limit === undefined || keys.size <= limit) continue;
          context.reportError(
            new GraphQLError(
              `One request may run ${field} at most ${limit === 1 ? 'once' : `${limit} times`}; this one asks for it ${keys.size} times. Send one request per ${field}.`,
              { nodes: [operation], extensions: { code: 'TOO_MANY_OPERATIONS', field, limit } },
            ),
          );
        }
      },
    };
  };
}
