import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { parseBody } from '../../http/form-body.js';
import type { Mounted } from '../module-host.js';
import { latestSandboxMessages } from './sandbox-sms-repository.js';

export const smsInboxPath = '/dev/sms';
// An E.164 number is at most 16 characters with its +.
const smsInboxQuerySchema = z.object({ to: z.string().max(16).optional() });

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The sandbox's text messages (development and test only, like the sandbox
 * mailbox): what the sandbox SMS provider "sent", newest first, as HTML for a
 * person and as JSON (`?format=json`) for an end-to-end test.
 */
export async function smsInboxRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
  app.get(smsInboxPath, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const { to } = parseBody(smsInboxQuerySchema, { to: query.to });
    const rows = await latestSandboxMessages(options.db, to);
    reply.header('cache-control', 'no-store');
    if (query.format === 'json')
      return reply.send({
        messages: rows.map((row) => ({ to: row.toNumber, body: row.body, sentAt: row.createdAt.toISOString() })),
      });
    const items = rows
      .map(
        (row) =>
          `<tr><td>${escapeHtml(row.toNumber)}</td><td>${escapeHtml(row.body)}</td><td>${row.createdAt.toISOString()}</td></tr>`,
      )
      .join('');
    return reply.type('text/html; charset=utf-8').send(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Sandbox text messages</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#141a22}
table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.5rem;border-bottom:1px solid #dfe3e8}</style></head>
<body><h1>Sandbox text messages</h1><table><thead><tr><th>To</th><th>Message</th><th>Sent</th></tr></thead><tbody>${items || '<tr><td colspan="3">No messages yet.</td></tr>'}</tbody></table></body></html>`);
  });
}

/** The sandbox text-message page, mounted only where the mailbox is (docs/sandbox.md "Text messages"). */
export async function registerSmsInbox({ host, ...deps }: Mounted<{ db: Db }>): Promise<void> {
  await host.http.register(smsInboxRoutes, deps);
}
