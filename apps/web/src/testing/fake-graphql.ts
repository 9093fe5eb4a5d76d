import { graphqlEndpoint } from '../lib/api-client';

/** One request the page sent, as the server would read it. */
export interface GraphqlCall {
  operationName: string;
  variables: Record<string, unknown>;
}

/** What the fake server answers: a GraphQL body, with an HTTP status (200 unless said). */
export interface GraphqlAnswer {
  status?: number;
  body: unknown;
}

export type GraphqlHandler = (variables: Record<string, unknown>) => GraphqlAnswer | Promise<GraphqlAnswer>;

export const graphqlData = (data: unknown): GraphqlAnswer => ({ body: { data } });

/** The server's refusal as the API sends it (AppError: a message and a code in extensions). */
export const graphqlRefusal = (code: string, message: string, status = 200): GraphqlAnswer => ({
  status,
  body: { errors: [{ message, extensions: { code } }] },
});

/** A plain HTTP route of the fake server (`GET /user/register/disclosures`): its answer, as for GraphQL. */
export type HttpHandler = () => GraphqlAnswer | Promise<GraphqlAnswer>;

/**
 * A stand-in for the API behind `fetch`, for the DOM tier: each operation (by
 * its name in the document) has a handler, and each plain HTTP path in
 * `routes` one; every GraphQL call is recorded in order, every plain one in
 * `httpCalls`. A request to anything else, or an operation without a handler,
 * is a console error, which fails the test.
 */
export function fakeGraphqlServer(
  handlers: Readonly<Record<string, GraphqlHandler>>,
  routes: Readonly<Record<string, HttpHandler>> = {},
) {
  const calls: GraphqlCall[] = [];
  const httpCalls: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' || input instanceof URL ? String(input) : input.url;
    const route = Object.hasOwn(routes, url) ? routes[url] : undefined;
    if (route) {
      httpCalls.push(url);
      const answer = await route();
      return new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }
    if (url !== graphqlEndpoint) {
      console.error(`unexpected request to ${url}`);
      throw new TypeError('Failed to fetch');
    }
    const { query, variables } = JSON.parse(String(init?.body)) as {
      query: string;
      variables: Record<string, unknown>;
    };
    const operationName = /\b(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '';
    calls.push({ operationName, variables });
    const handler = handlers[operationName];
    if (!handler) {
      console.error(`no handler for the operation ${operationName || '(unnamed)'}`);
      throw new TypeError('Failed to fetch');
    }
    const answer = await handler(variables);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return {
    fetch,
    calls,
    httpCalls,
    /** The calls of one operation, in the order they were sent. */
    callsTo: (operationName: string) => calls.filter((call) => call.operationName === operationName),
  };
}

/** A promise with its resolve outside, to hold an answer until the test lets it go. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
