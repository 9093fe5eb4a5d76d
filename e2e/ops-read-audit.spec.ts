import { submittedApplication } from '../apps/server/src/testing/staff-actions-test-kit.js';
import type { TestApp } from '../apps/server/src/testing/test-app.js';
import { newEmail } from './account-kit.js';
import { expect, test } from './fixtures.js';
import { startInProcessServer } from './in-process-server.js';
import { staffSignedIn } from './ops-kit.js';
import { mainPort } from './servers.js';

/**
 * A staff member's view of a case is one read of the applicant's personal
 * data on record (decision 069): the page's answers, documents and credit
 * report come in one request, so one page view writes one
 * `application.personal_data_read` event, and each view writes its own.
 */
const auditPort = mainPort + 74;
const auditUrl = `http://127.0.0.1:${auditPort}`;

let server: TestApp;
let applicationId = 0;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: auditUrl });

test.beforeAll(async () => {
  server = await startInProcessServer(auditPort);
  ({ applicationId } = await submittedApplication(server, 'Thistlewood'));
});

test.afterAll(async () => {
  await server.close();
});

interface ReadEvent {
  actorEmail: string;
  parts: string[];
}

async function readsOf(id: number): Promise<ReadEvent[]> {
  const { rows } = await server.database.sql.executeSql(
    `select actor_email as "actorEmail", after->'parts' as parts from audit_events
     where action = 'application.personal_data_read' and subject_type = 'application' and subject_id = $1
     order by id`,
    [String(id)],
  );
  return rows as ReadEvent[];
}

test('opening a case writes exactly one read of its personal data, and each view one more', async ({
  page,
  browser,
}) => {
  const email = newEmail('read-audit-reviewer');
  await staffSignedIn(browser, server, auditUrl, email, 'reviewer', page);
  // The queue lists names: a read of the list, not of this application.
  expect(await readsOf(applicationId)).toEqual([]);

  const graphqlReads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/graphql') graphqlReads.push(request.postData() ?? '');
  });
  await page.goto(`/ops/applications/${applicationId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Rosa Thistlewood #${applicationId}`);
  await page.waitForLoadState('networkidle');

  const reads = await readsOf(applicationId);
  expect(reads).toHaveLength(1);
  expect(reads[0]?.actorEmail).toBe(email);
  expect(reads[0]?.parts).toEqual(expect.arrayContaining(['answers', 'applicantName', 'documents']));
  // The one request that carried them: no other GraphQL request of the page asked for the application.
  expect(graphqlReads.filter((body) => body.includes('opsApplication'))).toHaveLength(1);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Rosa Thistlewood #${applicationId}`);
  await page.waitForLoadState('networkidle');
  await expect.poll(async () => (await readsOf(applicationId)).length).toBe(2);
});
