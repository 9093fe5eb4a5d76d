import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../../testing/graphql-client.js';
import { registerUser } from '../../testing/test-accounts.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { makeJobDue, storedJob } from '../jobs/jobs-test-kit.js';
import { outboxMessages } from './mail-tables.js';
import { enqueueMail, mailQueue } from './outbox.js';

interface Received {
  to: string[];
  raw: string;
}

function startSmtp(port = 0): Promise<{ server: SMTPServer; port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((address) => address.address), raw });
        callback();
      });
    },
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () =>
      resolve({ server, port: (server.server.address() as AddressInfo).port, received }),
    );
  });
}

const stopSmtp = (server: SMTPServer) => new Promise<void>((resolve) => server.close(() => resolve()));

describe('outbox over a real SMTP peer', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let testApp: TestApp;

  beforeAll(async () => {
    smtp = await startSmtp();
    testApp = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Waypoint <hello@waypoint.test>',
    });
  });
  afterAll(async () => {
    await testApp.close();
    await stopSmtp(smtp.server);
  });

  it('sends the verification e-mail as HTML with a text part', async () => {
    await registerUser(new TestBrowser(testApp.app), { email: 'smtp@example.com' });
    expect(await testApp.jobs.drain()).toBe(1);
    const message = smtp.received.find((mail) => mail.to.includes('smtp@example.com'));
    expect(message?.raw).toMatch(/Subject: Confirm your e-mail address for Waypoint/);
    expect(message?.raw).toMatch(/From: Waypoint <hello@waypoint\.test>/);
    expect(message?.raw).toMatch(/Content-Type: text\/plain/);
    expect(message?.raw).toMatch(/Content-Type: text\/html/);
    const [row] = await testApp.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.toAddress, 'smtp@example.com'));
    expect(row).toMatchObject({ status: 'sent', transport: 'smtp', attempts: 1 });
    expect(await storedJob(testApp.database, mailQueue, String(row?.id))).toMatchObject({ state: 'completed' });
    // Sent once only.
    expect(await testApp.jobs.drain()).toBe(0);
  });

  it('keeps the message and retries with backoff when the SMTP server is down', async () => {
    const port = smtp.port;
    await stopSmtp(smtp.server);
    await registerUser(new TestBrowser(testApp.app), { email: 'retry@example.com' });
    expect(await testApp.jobs.drain()).toBe(0);
    const [failed] = await testApp.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.toAddress, 'retry@example.com'));
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.any(String) });
    const job = await storedJob(testApp.database, mailQueue, String(failed?.id));
    expect(job?.state).toBe('retry');
    expect(job?.startsInSeconds).toBeGreaterThan(mailQueue.retryDelaySeconds - 1);
    // Not due yet: nothing is retried early.
    expect(await testApp.jobs.drain()).toBe(0);

    smtp = await startSmtp(port);
    await makeJobDue(testApp.database, mailQueue, String(failed?.id));
    expect(await testApp.jobs.drain()).toBe(1);
    expect(smtp.received.filter((mail) => mail.to.includes('retry@example.com'))).toHaveLength(1);
  });

  it('a job run again (expired, duplicated) never sends a sent message twice', async () => {
    const [sent] = await testApp.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.toAddress, 'retry@example.com'));
    const before = smtp.received.length;
    // As if the job had been handed out again: back in the queue, due now.
    await testApp.database.sql.executeSql(
      `UPDATE pgboss.job SET state = 'retry', completed_on = NULL, start_after = now() - interval '1 second'
       WHERE name = $1 AND id = $2`,
      [mailQueue.name, sent?.id],
    );
    expect(await testApp.jobs.drain()).toBe(1);
    expect(smtp.received.length).toBe(before);
  });

  it('has no sandbox mailbox when real mail is configured', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
  });
});

describe('sandbox mailbox', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('shows delivered messages and each message with its link', async () => {
    await registerUser(new TestBrowser(testApp.app), { email: 'mailbox@example.com' });
    await testApp.jobs.drain();
    const list = await testApp.app.inject({ method: 'GET', url: '/dev/mailbox?to=mailbox@example.com' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const id = list.body.match(/\/dev\/mailbox\/([0-9a-f-]{36})/)?.[1];
    expect(id).toBeTruthy();
    const message = await testApp.app.inject({ method: 'GET', url: `/dev/mailbox/${id}` });
    expect(message.body).toContain('Confirm your e-mail address for Waypoint');
    expect(message.body).toMatch(/emailconfirmation\?hash=/);
  });

  it('answers 404 for a malformed or unknown message id', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/dev/mailbox/not-a-uuid' })).statusCode).toBe(404);
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/dev/mailbox/00000000-0000-4000-8000-000000000000' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('a message that keeps failing', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    // A port that was just free and now refuses: every send fails at once.
    const closed = await startSmtp();
    await stopSmtp(closed.server);
    testApp = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${closed.port}` });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('is retried with backoff, then parked as failed with its last error, and visible', async () => {
    const id = await testApp.database.db.transaction((tx) =>
      enqueueMail(tx, 'test', { to: 'nobody@example.com', subject: 'Hello', html: '<p>Hello</p>', text: 'Hello' }),
    );
    const waits: number[] = [];
    for (let attempt = 0; attempt <= mailQueue.retryLimit; attempt += 1) {
      expect(await testApp.jobs.drain()).toBe(0);
      const job = await storedJob(testApp.database, mailQueue, id);
      if (attempt === mailQueue.retryLimit) {
        expect(job?.state).toBe('failed');
        break;
      }
      expect(job?.state).toBe('retry');
      waits.push(job?.startsInSeconds ?? 0);
      await makeJobDue(testApp.database, mailQueue, id);
    }
    // Exponential: each wait at least the base delay doubled per retry.
    waits.forEach((wait, n) => expect(wait).toBeGreaterThan(mailQueue.retryDelaySeconds * 2 ** n - 1));
    const [row] = await testApp.database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
    expect(row).toMatchObject({
      status: 'failed',
      attempts: mailQueue.retryLimit + 1,
      lastError: expect.stringMatching(/ECONNREFUSED|connect/),
    });
    expect(await testApp.jobs.failed(mailQueue)).toEqual([
      expect.objectContaining({ id, retryCount: mailQueue.retryLimit }),
    ]);
    // Parked: not tried again.
    expect(await testApp.jobs.drain()).toBe(0);
  });
});

describe('two instances on one database', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    // Both poll the queue as two servers behind a load balancer would.
    const env = { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, JOB_POLL_INTERVAL_MS: '500' };
    first = await createTestApp(env);
    second = await createTestApp(env, first);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    await stopSmtp(smtp.server);
  });

  it('share the queue and send each message exactly once', async () => {
    const count = 40;
    const addresses = Array.from({ length: count }, (_, n) => `twice-${n}@example.com`);
    const ids: string[] = [];
    for (const to of addresses) {
      ids.push(
        await first.database.db.transaction((tx) =>
          enqueueMail(tx, 'test', { to, subject: `Message to ${to}`, html: '<p>Hi</p>', text: 'Hi' }),
        ),
      );
    }
    // Both background workers run, and each instance drains by hand at the same time.
    await Promise.all([first.jobs.drain(), second.jobs.drain()]);
    const deadline = Date.now() + 20_000;
    const sentCount = async () =>
      (await first.database.db.select().from(outboxMessages).where(inArray(outboxMessages.id, ids))).filter(
        (row) => row.status === 'sent',
      ).length;
    while ((await sentCount()) < count && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await sentCount()).toBe(count);
    const deliveries = smtp.received.flatMap((mail) => mail.to).filter((to) => addresses.includes(to));
    expect(deliveries.toSorted()).toEqual(addresses.toSorted());
  });
});
