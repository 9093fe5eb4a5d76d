import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { installErrorHandler } from '../../http/error-handler.js';
import { maxValueBytes } from './audit-event.js';
import { boundedParts, personalDataReadEvent, registerPersonalDataReadFlush } from './personal-data-read-flush.js';
import { notePersonalDataRead } from './personal-data-reads.js';

const reader = { staffId: 'staff-1', email: 'reviewer@bank.example' };
const application = { type: 'application', id: '42' };

/** A stand-in database: it records the rows a transaction inserts, or fails every transaction. */
function fakeDb(options: { fails?: boolean } = {}) {
  const inserted: unknown[] = [];
  const tx = { insert: () => ({ values: async (row: unknown) => void inserted.push(row) }) };
  const db = {
    transaction: async (work: (tx: unknown) => Promise<void>) => {
      if (options.fails) throw new Error('the database is gone');
      await work(tx);
    },
  } as unknown as Db;
  return { db, inserted };
}

async function appWith(db: Db, notes: (request: Parameters<typeof notePersonalDataRead>[0]) => void) {
  const app = Fastify();
  installErrorHandler(app);
  registerPersonalDataReadFlush(app, { db, now: () => new Date('2026-11-28T10:00:00Z') });
  app.get('/read', async (request) => {
    notes(request);
    return { applicantName: 'Rosa Quillfeather' };
  });
  await app.ready();
  return app;
}

describe('the flush of personal-data reads', () => {
  it('writes one event per subject, however many notes the request made', async () => {
    const { db, inserted } = fakeDb();
    const app = await appWith(db, (request) => {
      notePersonalDataRead(request, reader, application, ['answers', 'applicantName']);
      notePersonalDataRead(request, reader, application, ['documents', 'answers']);
      notePersonalDataRead(request, reader, { type: 'case_list', id: 'ops_queue' }, ['application:42']);
    });
    const answer = await app.inject({ method: 'GET', url: '/read' });
    expect(answer.statusCode).toBe(200);
    expect(inserted).toMatchObject([
      {
        action: 'application.personal_data_read',
        actorType: 'staff',
        actorId: 'staff-1',
        actorEmail: 'reviewer@bank.example',
        subjectType: 'application',
        subjectId: '42',
        requestId: expect.any(String),
        after: { parts: ['answers', 'applicantName', 'documents'] },
      },
      { action: 'case_list.personal_data_read', subjectId: 'ops_queue', after: { parts: ['application:42'] } },
    ]);
    await app.close();
  });

  it('writes nothing for a request that noted nothing', async () => {
    const { db, inserted } = fakeDb();
    const app = await appWith(db, () => undefined);
    expect((await app.inject({ method: 'GET', url: '/read' })).statusCode).toBe(200);
    expect(inserted).toEqual([]);
    await app.close();
  });

  it('fails closed: when the event cannot be written the answer is an error without the personal data', async () => {
    const { db } = fakeDb({ fails: true });
    const app = await appWith(db, (request) => notePersonalDataRead(request, reader, application, ['applicantName']));
    const answer = await app.inject({ method: 'GET', url: '/read' });
    expect(answer.statusCode).toBe(500);
    expect(answer.body).not.toContain('Quillfeather');
    await app.close();
  });
});

describe('the parts an event lists', () => {
  it.each([
    ['sorted, each once', ['b', 'a', 'b'], { parts: ['a', 'b'] }],
    ['none', [], { parts: [] }],
  ])('%s', (_label, parts, expected) => {
    expect(boundedParts(parts)).toEqual(expected);
  });

  it('stop before the event value limit and count what was left out', () => {
    const many = Array.from({ length: 5_000 }, (_, index) => `application:${String(index).padStart(6, 'x')}`);
    const bounded = boundedParts(many);
    expect(bounded.parts.length).toBeGreaterThan(100);
    expect(bounded.parts.length + (bounded.partsLeftOut ?? 0)).toBe(5_000);
    const event = personalDataReadEvent(
      { reader, subject: application, parts: new Set(many) },
      { ip: '192.0.2.1', id: 'req-1' },
      new Date(),
    );
    expect(Buffer.byteLength(JSON.stringify(event.after))).toBeLessThan(maxValueBytes);
  });

  it('cut a part longer than 200 characters', () => {
    expect(boundedParts(['x'.repeat(500)]).parts[0]).toHaveLength(200);
  });
});
