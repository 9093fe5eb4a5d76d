import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  getOperationAST,
  getVariableValues,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLError,
  type GraphQLSchema,
  type ValidationRule,
  type VariableDefinitionNode,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

/**
 * What runs around every operation on either path (the known operations here, Mercurius for
 * the rest): the metrics' timing and log line.
 */
export interface OperationHooks {
  preExecution(document: DocumentNode, context: OperationContext): Promise<void>;
  onResolution(execution: ExecutionResult, context: OperationContext): Promise<void>;
}

/** The context a resolver receives on either path: ours, plus what Mercurius adds to it. */
export type OperationContext = Record<string, unknown> & { reply: FastifyReply };

interface PinnedOperation {
  document: DocumentNode;
  operationName: string | undefined;
  /** Read once at compile time: every request coerces its variables against them. */
  variableDefinitions: readonly VariableDefinitionNode[];
  compiled: CompiledQuery;
}

export interface KnownOperationsOptions {
  /** Exactly the texts the web posts (generated/web-operations.ts). */
  texts: readonly string[];
  schema: GraphQLSchema;
  /** The endpoint's own rules beside graphql-js's: a known text is held to them once. */
  validationRules: readonly ValidationRule[];
  contextOf(request: FastifyRequest, reply: FastifyReply): OperationContext;
  formatErrors(
    execution: ExecutionResult & { errors: readonly GraphQLError[] },
    context: OperationContext,
  ): { statusCode: number; response: { data: unknown; errors: readonly unknown[] } };
  hooks: readonly OperationHooks[];
}

interface GraphqlBody {
  query?: unknown;
  operationName?: unknown;
  variables?: unknown;
}

/**
 * The web's own operations, parsed, validated and compiled once each and kept for the life of the
 * process (decision 096). Mercurius keeps the documents it has seen in a small LRU shared with
 * every stranger's text (decision 093), so a burst of invented documents made the web's next
 * request parse, validate and compile again; here nothing a client sends can push a known
 * operation out. A text is compiled on its first request, so a start pays for none of them.
 */
export class KnownOperations {
  private readonly texts: ReadonlySet<string>;
  /** null: the text failed a rule or would not compile, so it goes Mercurius's way and fails there. */
  private readonly pinned = new Map<string, PinnedOperation | null>();

  constructor(private readonly options: KnownOperationsOptions) {
    this.texts = new Set(options.texts);
  }

  /** The pinned form of a known text, compiling it on first use; undefined for any other text. */
  find(text: string): PinnedOperation | undefined {
    if (!this.texts.has(text)) return undefined;
    let entry = this.pinned.get(text);
    if (entry === undefined) {
      entry = this.compile(text);
      this.pinned.set(text, entry);
    }
    return entry ?? undefined;
  }

  private compile(text: string): PinnedOperation | null {
    const { schema, validationRules } = this.options;
    const document = parse(text);
    if (validate(schema, document, [...specifiedRules, ...validationRules]).length > 0) return null;
    const operation = getOperationAST(document);
    const operationName = operation?.name?.value;
    const compiled = compileQuery(schema, document, operationName);
    if (!isCompiledQuery(compiled)) return null;
    return { document, operationName, variableDefinitions: operation?.variableDefinitions ?? [], compiled };
  }

  /**
   * Answers the request when it is a known operation with variables that fit it, and returns
   * true; otherwise returns false having done nothing, and Mercurius answers it as any other
   * (its errors, for a wrong operation name or bad variables, are then the same as ever).
   */
  async answer(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const body = request.body as GraphqlBody | undefined;
    if (request.validationError || !body || typeof body.query !== 'string') return false;
    const operation = this.find(body.query);
    if (!operation) return false;
    if (body.operationName != null && body.operationName !== operation.operationName) return false;
    const variables = body.variables ?? {};
    if (typeof variables !== 'object' || Array.isArray(variables)) return false;
    const coerced = getVariableValues(
      this.options.schema,
      operation.variableDefinitions,
      variables as Record<string, unknown>,
    );
    if (coerced.errors) return false;

    const { contextOf, formatErrors, hooks } = this.options;
    const context = Object.assign(contextOf(request, reply), { reply, errors: null, __currentQuery: body.query });
    for (const hook of hooks) await hook.preExecution(operation.document, context);
    const execution = await operation.compiled.query({}, context, variables);
    for (const hook of hooks) await hook.onResolution(execution, context);
    if (execution.errors && execution.errors.length > 0) {
      // As Mercurius answers: the formatter's status, data and errors.
      const { statusCode, response } = formatErrors({ ...execution, errors: execution.errors }, context);
      await reply.code(statusCode).send(response);
    } else {
      await reply.send(execution);
    }
    return true;
  }
}
