import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { parseBody } from '../../http/form-body.js';
import { latestMessages, messageById } from './outbox-repository.js';

export const mailboxPath = '/dev/mailbox';
// An address is at most 254 characters (RFC 5321); a repeated `to` is a malformed link, refused as 400.
const mailboxQuerySchema = z.object({ to: z.string().max(254).optional() });

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const page = (title: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#141a22}
table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.5rem;border-bottom:1px solid #dfe3e8}
iframe{width:100%;height:44rem;border:1px solid #dfe3e8}</style></head><body>${body}</body></html>`;

/**
 * The sandbox mailbox (development and test only): every message the outbox
 * "sent" without SMTP, readable by a person or an end-to-end test, which
 * follows the links inside as a person would.
 */
export async function mailboxRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
  app.get(mailboxPath, async (request, reply) => {
    const { to } = parseBody(mailboxQuerySchema, request.query);
    const rows = await latestMessages(options.db, to);
    const items = rows
      .filter((row) => row.transport === 'mailbox')
      .map(
        (row) =>
          `<tr><td>${escapeHtml(row.toAddress)}</td><td><a href="${mailboxPath}/${row.id}">${escapeHtml(row.subject)}</a></td><td>${row.createdAt.toISOString()}</td></tr>`,
      )
      .join('');
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        page(
          'Sandbox mailbox',
          `<h1>Sandbox mailbox</h1><table><thead><tr><th>To</th><th>Subject</th><th>Sent</th></tr></thead><tbody>${items || '<tr><td colspan="3">No messages yet.</td></tr>'}</tbody></table>`,
        ),
      );
  });

  app.get(`${mailboxPath}/:id`, async (request, reply) => {
    const parsed = z.object({ id: z.uuid() }).safeParse(request.params);
    const row = parsed.success ? await messageById(options.db, parsed.data.id) : undefined;
    if (!row || row.transport !== 'mailbox') return reply.status(404).type('text/plain').send('No such message.');
    // The message's own HTML goes in a sandboxed frame, links opening in this tab.
    const html = row.html.replace('<head>', '<head><base target="_top">');
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        page(
          row.subject,
          `<p><a href="${mailboxPath}">All messages</a></p><h1>${escapeHtml(row.subject)}</h1><p>To: ${escapeHtml(row.toAddress)}</p>
<iframe title="Message" sandbox="allow-top-navigation-by-user-activation allow-popups" srcdoc="${escapeHtml(html)}"></iframe>
<h2>Text part</h2><pre>${escapeHtml(row.text)}</pre>`,
        ),
      );
  });
}
