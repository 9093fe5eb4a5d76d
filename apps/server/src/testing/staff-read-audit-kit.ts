import type { FastifyInstance } from 'fastify';
import { Kind, parse } from 'graphql';
import { loadSchemaSdl } from '../graphql/register-graphql.js';
import type { TestBrowser } from './graphql-client.js';
import type { TestApp } from './test-app.js';

/**
 * What the staff-read audit coverage test (decision 069) walks: every
 * operation of the assembled schema, every route of the running server, one
 * staff call's answer and the audit events its request wrote.
 */

/** Every Query and Mutation field of the schema the server serves, as `Query.name` / `Mutation.name`. */
export function schemaOperations(): string[] {
  const operations: string[] = [];
  for (const definition of parse(loadSchemaSdl()).definitions) {
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION && definition.kind !== Kind.OBJECT_TYPE_EXTENSION) continue;
    const type = definition.name.value;
    if (type !== 'Query' && type !== 'Mutation') continue;
    for (const field of definition.fields ?? []) operations.push(`${type}.${field.name.value}`);
  }
  return operations.sort();
}

/**
 * The routes of Fastify's route table as `METHOD /path`, read from
 * `printRoutes({ commonPrefix: false })`: each line is `├── segment (METHODS)`,
 * indented four characters a level below the node it continues.
 */
export function parseRouteTable(printed: string): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of printed.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const methods = match[3]?.split(', ') ?? [];
    for (const method of methods) routes.push(`${method} ${stack.join('')}`);
  }
  return routes;
}

export function routeTable(app: FastifyInstance): string[] {
  return parseRouteTable(app.printRoutes({ commonPrefix: false }));
}

/** One answer as a client saw it, with the request id the server echoed. */
export interface Answer {
  status: number;
  body: string;
  requestId: string;
}

export async function graphqlCall(
  browser: TestBrowser,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<Answer> {
  const response = await browser.send({
    method: 'POST',
    url: '/api/v1/graphql',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ query, variables }),
  });
  return { status: response.statusCode, body: response.body, requestId: String(response.headers['x-request-id']) };
}

export async function getCall(browser: TestBrowser, url: string): Promise<Answer> {
  const response = await browser.send({ method: 'GET', url });
  // A file's bytes are read as latin1, so any text in them (a PDF's or a CSV's) can be searched.
  const body = response.rawPayload.toString('latin1');
  return { status: response.statusCode, body, requestId: String(response.headers['x-request-id']) };
}

export interface AuditRow {
  action: string;
  actorId: string;
  subjectType: string;
  subjectId: string;
  after: { parts?: string[]; partsLeftOut?: number } | null;
}

/** The audit events one request wrote, oldest first. */
export async function eventsOfRequest(app: TestApp, requestId: string): Promise<AuditRow[]> {
  const { rows } = await app.database.sql.executeSql(
    `select action, actor_id as "actorId", subject_type as "subjectType", subject_id as "subjectId", after
     from audit_events where request_id = $1 order by id`,
    [requestId],
  );
  return rows as AuditRow[];
}

export const personalDataReadsOf = (rows: readonly AuditRow[]) =>
  rows.filter((row) => row.action.endsWith('.personal_data_read'));
