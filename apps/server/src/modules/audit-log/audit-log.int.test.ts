import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.js';
import { AppError } from '../../graphql/app-error.js';
import { graphqlPath, registerGraphql } from '../../graphql/register-graphql.js';
import { installErrorHandler } from '../../http/error-handler.js';
import { appendAuditEvent } from '../../platform/audit/audit-event.js';
import { createModuleHost } from '../../platform/module-host.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import type { AuditLogDeps, StaffRole } from './audit-log-deps.js';
import { registerAuditLog } from './audit-log-module.js';
import { auditCsvPath } from './audit-log-routes.js';

/**
 * The module mounted alone on a server of its own, over the test app's
 * database, with a stand-in staff check: `x-test-staff: <role>` is a signed-in
 * staff member of that role, no header is no staff session (an applicant's
 * session is none either).
 */
let testApp: TestApp;
let server: FastifyInstance;

function fakeRequireStaff(): AuditLogDeps['requireStaff'] {
  return async ({ request }, roles) => {
    const role = request.headers['x-test-staff'];
    if (typeof role !== 'string') throw new AppError('STAFF_SESSION_INVALID', 'STAFF_SESSION_INVALID', 401);
    if (roles && !roles.includes(role as StaffRole)) throw new AppError('STAFF_FORBIDDEN', 'STAFF_FORBIDDEN', 403);
    return { staffId: `staff-${role}`, email: `${role}@bank.example`, role };
  };
}

beforeAll(async () => {
  testApp = await createTestApp();
  const config = loadConfig({
    APP_ENV: 'test',
    DATA_DIR: testApp.dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(testApp.dataDir, 'no-web-build'),
  });
  server = Fastify({ logger: false });
  installErrorHandler(server);
  const { host, resolvers } = createModuleHost(server, testApp.jobs);
  await registerAuditLog({
    host,
    db: testApp.database.db,
    requireStaff: fakeRequireStaff(),
    now: () => testApp.clock.now(),
  });
  await registerGraphql(server, { config, database: testApp.database, resolvers: resolvers() });
  await server.ready();
  await appendAuditEvent(testApp.database.db, {
    occurredAt: new Date('2026-11-20T10:00:00Z'),
    actor: { type: 'staff', staffId: 'staff-9', email: 'reviewer@bank.example' },
    action: 'application.request_information',
    subject: { type: 'application', id: '4242' },
    ip: '192.0.2.7',
    before: { noiCodes: [] },
    after: { noiCodes: ['proofOfIncome'] },
  });
});
afterAll(async () => {
  await server.close();
  await testApp.close();
});

const searchQuery = `query ($filter: AuditEventFilter, $after: String, $first: Int) {
  auditEvents(filter: $filter, after: $after, first: $first) {
    events { id occurredAt actorType actorId actorEmail action subjectType subjectId ip before after }
    nextCursor
  }
}`;

async function search(role: string | undefined, variables: Record<string, unknown> = {}) {
  const response = await server.inject({
    method: 'POST',
    url: graphqlPath,
    headers: role ? { 'x-test-staff': role } : {},
    payload: { query: searchQuery, variables },
  });
  return response.json<{
    data: { auditEvents: { events: Record<string, unknown>[]; nextCursor: string | null } } | null;
    errors?: { extensions: { code: string } }[];
  }>();
}

const exportCsv = (role: string | undefined, query = '') =>
  server.inject({ method: 'GET', url: `${auditCsvPath}${query}`, headers: role ? { 'x-test-staff': role } : {} });

/** The newest event of an action, its `after` parsed (jsonb keeps no key order). */
async function latestEvent(action: string) {
  const { events } = (await search('admin', { filter: { action }, first: 1 })).data?.auditEvents ?? { events: [] };
  const latest = events[0];
  return latest && { ...latest, after: JSON.parse(String(latest.after)) as unknown };
}

describe('auditEvents (GraphQL)', () => {
  it.each([
    [undefined, 'STAFF_SESSION_INVALID'],
    ['reviewer', 'STAFF_FORBIDDEN'],
  ])('is refused to %s before its input is even read', async (role, code) => {
    const answer = await search(role, { filter: { from: 'not a date' } });
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]?.extensions.code).toBe(code);
  });

  it.each(['approver', 'admin'])('answers an %s, newest first, with the values as JSON text', async (role) => {
    const answer = await search(role, { filter: { subjectType: 'application', subjectId: '4242' } });
    expect(answer.data?.auditEvents).toEqual({
      events: [
        {
          id: expect.any(String),
          occurredAt: '2026-11-20T10:00:00.000Z',
          actorType: 'staff',
          actorId: 'staff-9',
          actorEmail: 'reviewer@bank.example',
          action: 'application.request_information',
          subjectType: 'application',
          subjectId: '4242',
          ip: '192.0.2.7',
          before: '{"noiCodes":[]}',
          after: '{"noiCodes":["proofOfIncome"]}',
        },
      ],
      nextCursor: null,
    });
  });

  it.each([
    [{ filter: { from: '2026-11-20' } }, 'filter.from'],
    [{ filter: { from: '2026-11-21T00:00:00Z', to: '2026-11-20T00:00:00Z' } }, 'filter.to'],
    [{ filter: { subjectIdContains: '123-45-6789' } }, 'filter.subjectIdContains'],
    [{ first: 101 }, 'first'],
    [{ after: 'abc' }, 'after'],
  ])('refuses bad input %j', async (variables, field) => {
    const answer = await search('admin', variables);
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(JSON.stringify(answer.errors)).toContain(field.split('.').at(-1));
  });

  it('is itself audited: who searched for what', async () => {
    await search('approver', { filter: { subjectIdContains: '4242' } });
    expect(await latestEvent('audit_log.search')).toMatchObject({
      actorId: 'staff-approver',
      actorEmail: 'approver@bank.example',
      subjectType: 'audit_log',
      after: { filter: { subjectIdContains: '4242' }, after: null, returned: 1 },
    });
  });
});

describe(`GET ${auditCsvPath}`, () => {
  it.each([
    [undefined, 401, 'STAFF_SESSION_INVALID'],
    ['reviewer', 403, 'STAFF_FORBIDDEN'],
  ])('is refused to %s', async (role, status, code) => {
    const response = await exportCsv(role, '?subjectId=4242');
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ errors: [{ extensions: { code } }] });
  });

  it('gives an approver the search as a CSV download, and records the export', async () => {
    const response = await exportCsv('approver', '?subjectType=application&subjectId=4242');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8; header=present');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="audit-events-\d{8}T\d{6}Z\.csv"$/);
    expect(response.headers['cache-control']).toBe('no-store');
    const lines = response.body.split('\r\n');
    expect(lines[0]).toMatch(/^id,occurred_at,actor_type,/);
    expect(lines[1]).toContain(',application.request_information,application,4242,192.0.2.7,');
    expect(lines).toHaveLength(3);
    expect(await latestEvent('audit_log.export')).toMatchObject({
      actorId: 'staff-approver',
      after: { filter: { subjectType: 'application', subjectId: '4242' }, rows: 1 },
    });
  });

  it.each([
    ['?unknown=1', 'unknown'],
    ['?actor=a&actor=b', 'actor'],
    ['?to=yesterday', 'to'],
  ])('refuses the query %s', async (query, field) => {
    const response = await exportCsv('admin', query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [{ extensions: { code: 'BAD_USER_INPUT' } }] });
    expect(response.body).toContain(field);
  });
});
