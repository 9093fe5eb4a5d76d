import { GraphQLError, Kind, type ASTNode, type ASTVisitor, type ValidationContext, type ValueNode } from 'graphql';
import { nulCharacterMessage } from '../http/nul-character.js';

function nulPath(node: ValueNode, path: string): string | null {
  if (node.kind === Kind.STRING) return node.value.includes('\u0000') ? path : null;
  if (node.kind === Kind.LIST) {
    for (const [index, inner] of node.values.entries()) {
      const found = nulPath(inner, `${path}.${index}`);
      if (found) return found;
    }
  }
  if (node.kind === Kind.OBJECT) {
    for (const field of node.fields) {
      const found = nulPath(field.value, `${path}.${field.name.value}`);
      if (found) return found;
    }
  }
  return null;
}

/**
 * The document's own string literals ("\u0000" is a legal GraphQL escape)
 * follow the same rule as variables and form bodies (src/http/nul-character.ts):
 * refused before execution, naming the argument. Nesting is bounded by the
 * depth limit and the query length.
 */
export function nulCharacterRule(context: ValidationContext): ASTVisitor {
  const check = (node: ASTNode, value: ValueNode | undefined, name: string) => {
    const field = value ? nulPath(value, name) : null;
    if (!field) return;
    context.reportError(
      new GraphQLError(`${field}: ${nulCharacterMessage}`, {
        nodes: node,
        extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field, message: `This field ${nulCharacterMessage}.` }] },
      }),
    );
  };
  return {
    Argument: (node) => check(node, node.value, node.name.value),
    VariableDefinition: (node) => check(node, node.defaultValue, node.variable.name.value),
  };
}
