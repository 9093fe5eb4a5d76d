import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../testing/test-accounts.js';
import { TestBrowser } from '../../testing/graphql-client.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { outboxMessages } from './mail-tables.js';

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
    expect(await testApp.mailWorker.runOnce()).toBe(1);
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
    // Sent once only.
    expect(await testApp.mailWorker.runOnce()).toBe(0);
  });

  it('keeps the message and retries with backoff when the SMTP server is down', async () => {
    const port = smtp.port;
    await stopSmtp(smtp.server);
    await registerUser(new TestBrowser(testApp.app), { email: 'retry@example.com' });
    expect(await testApp.mailWorker.runOnce()).toBe(0);
    const [failed] = await testApp.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.toAddress, 'retry@example.com'));
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.any(String) });
    expect(failed?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    // Not due yet: nothing is retried early.
    expect(await testApp.mailWorker.runOnce()).toBe(0);

    smtp = await startSmtp(port);
    await testApp.database.db
      .update(outboxMessages)
      .set({ nextAttemptAt: new Date() })
      .where(eq(outboxMessages.toAddress, 'retry@example.com'));
    expect(await testApp.mailWorker.runOnce()).toBe(1);
    expect(smtp.received.some((mail) => mail.to.includes('retry@example.com'))).toBe(true);
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
    await testApp.mailWorker.runOnce();
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
