import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicantEmail } from '../modules/application/application-test-kit.js';
import { changeRequestApplicant, submittedChangeRequest } from './change-requests-test-kit.js';
import { bureauByLastName, signedInStaff, submittedApplication } from './staff-actions-test-kit.js';
import {
  eventsOfRequest,
  graphqlCall,
  parseRouteTable,
  personalDataReadsOf,
  routeTable,
  schemaOperations,
} from './staff-read-audit-kit.js';
import { classifications, type World } from './staff-read-audit-table.js';
import { createTestApp, type TestApp } from './test-app.js';

// Decision 069: every staff operation that returns an applicant's personal data leaves exactly one
// `*.personal_data_read` event per request; the table (staff-read-audit-table.ts) must classify every
// operation of the schema and every /api/v1/ops route, so a new one cannot go unaudited unnoticed.

let testApp: TestApp;
let world: World;
const lastName = 'Quillfeather';

async function changeRequestWithProof(app: TestApp, street: string) {
  const applicant = await changeRequestApplicant(app, { firstName: 'Rosa', lastName });
  const { changeRequestId } = await submittedChangeRequest(app, ['address'], { applicant, values: { street } });
  const { rows } = await app.database.sql.executeSql(
    'select id from change_request_files where change_request_id = $1 order by id',
    [changeRequestId],
  );
  const proofFileId = (rows as { id: number }[])[0]?.id;
  if (!proofFileId) throw new Error('no proof stored');
  return { changeRequestId, proofFileId };
}

beforeAll(async () => {
  testApp = await createTestApp({}, undefined, undefined, bureauByLastName());
  const application = await submittedApplication(testApp, lastName);
  const declined = await submittedApplication(testApp, `Declined${lastName}`);
  const first = await changeRequestWithProof(testApp, `77 ${lastName} Lane`);
  const other = await changeRequestWithProof(testApp, `78 ${lastName} Lane`);
  world = {
    app: testApp,
    reviewer: await signedInStaff(testApp, 'reviewer@bank.example', 'reviewer'),
    approver: await signedInStaff(testApp, 'approver@bank.example', 'approver'),
    admin: await signedInStaff(testApp, 'admin@bank.example', 'admin'),
    spare: await signedInStaff(testApp, 'spare@bank.example', 'reviewer'),
    lastName,
    personalValues: [lastName, applicantEmail(application.applicant)],
    applicationId: application.applicationId,
    declinedId: declined.applicationId,
    changeRequestId: first.changeRequestId,
    otherChangeRequestId: other.changeRequestId,
    proofFileId: first.proofFileId,
  };
}, 240_000);

afterAll(async () => {
  await testApp.close();
});

describe('the classification table', () => {
  it('names every GraphQL operation and every /api/v1/ops route, and nothing else', () => {
    const opsRoutes = routeTable(testApp.app)
      .filter((route) => route.startsWith('GET /api/v1/ops/') || / \/api\/v1\/ops\//.test(route))
      .filter((route) => !route.startsWith('HEAD '));
    const served = [...schemaOperations(), ...opsRoutes].sort();
    const classified = Object.keys(classifications).sort();
    expect({
      unclassified: served.filter((name) => !classified.includes(name)),
      gone: classified.filter((name) => !served.includes(name)),
    }).toEqual({ unclassified: [], gone: [] });
  });

  it('reads the route table as Fastify prints it', () => {
    const printed = [
      '├── /healthz (GET, HEAD)',
      '├── /api/v1/collect (POST)',
      '│   └── /mine (GET, HEAD)',
      '└── /blog/subscribe (POST)',
      '    ├── /confirm (GET)',
      '    └── /a',
      '        └── /b (GET)',
    ].join('\n');
    expect(parseRouteTable(printed)).toEqual([
      'GET /healthz',
      'HEAD /healthz',
      'POST /api/v1/collect',
      'GET /api/v1/collect/mine',
      'HEAD /api/v1/collect/mine',
      'POST /blog/subscribe',
      'GET /blog/subscribe/confirm',
      'GET /blog/subscribe/a/b',
    ]);
  });
});

const staffRows = Object.entries(classifications).filter(([, row]) => row.kind !== 'not a staff operation');

describe('each staff operation, called as staff', () => {
  // In the table's order: the reads before the actions that decide the seeded application and requests.
  it.each(staffRows)('%s', async (_name, row) => {
    if (row.kind === 'not a staff operation') return;
    const answer = await row.call(world);
    const events = await eventsOfRequest(testApp, answer.requestId);
    const reads = personalDataReadsOf(events);
    const staffIds = [world.reviewer, world.approver, world.admin].map((staff) => staff.staffId);
    if (row.kind === 'staff, returns personal data') {
      expect(answer.status).toBe(200);
      expect(answer.body).not.toMatch(/"errors"/);
      if (row.showsName) expect(answer.body).toContain(world.lastName);
      expect(reads).toHaveLength(1);
      expect(reads[0]).toMatchObject({
        action: `${row.subject(world).type}.personal_data_read`,
        subjectType: row.subject(world).type,
        subjectId: row.subject(world).id,
      });
      expect(staffIds).toContain(reads[0]?.actorId);
      expect(reads[0]?.after?.parts).toContain(row.part(world));
    } else if (row.kind === 'staff, personal data audited by its own event') {
      expect(answer.status).toBe(200);
      expect(events.filter((event) => event.action === row.action)).toHaveLength(1);
      expect(reads).toEqual([]);
    } else {
      for (const value of world.personalValues) expect(answer.body).not.toContain(value);
      expect(reads).toEqual([]);
    }
  });
});

describe('a request that selects no personal field', () => {
  it('reads none, so it writes no read event', async () => {
    const answer = await graphqlCall(
      world.reviewer.browser,
      'query V($id: Int!) { opsApplication(applicationId: $id) { status } }',
      { id: world.applicationId },
    );
    expect(answer.body).not.toContain(world.lastName);
    expect(personalDataReadsOf(await eventsOfRequest(testApp, answer.requestId))).toEqual([]);
  });
});
