import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { Mounted } from '../module-host.js';
import { letterPdfById, latestSandboxLetters } from './letter-repository.js';
import { envelopeLines } from './postal-address.js';

export const lettersInboxPath = '/dev/letters';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The sandbox's letters (development and test only, like the sandbox
 * mailbox): what the sandbox print-and-mail provider "posted", newest first,
 * as HTML for a person and as JSON (`?format=json`) for an end-to-end test;
 * each letter's PDF as it would have been printed.
 */
export async function lettersInboxRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
  app.get(lettersInboxPath, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const rows = await latestSandboxLetters(options.db);
    reply.header('cache-control', 'no-store');
    if (query.format === 'json')
      return reply.send({
        letters: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          title: row.title,
          to: envelopeLines(row.toAddress),
          status: row.status,
          providerId: row.providerId,
          expectedDelivery: row.expectedDelivery,
          createdAt: row.createdAt.toISOString(),
        })),
      });
    const items = rows
      .map(
        (row) =>
          `<tr><td>${envelopeLines(row.toAddress).map(escapeHtml).join('<br>')}</td><td><a href="${lettersInboxPath}/${row.id}.pdf">${escapeHtml(row.title)}</a></td><td>${escapeHtml(row.status)}${row.lastError ? ` (${escapeHtml(row.lastError)})` : ''}</td><td>${escapeHtml(row.expectedDelivery ?? '')}</td><td>${row.createdAt.toISOString()}</td></tr>`,
      )
      .join('');
    return reply.type('text/html; charset=utf-8').send(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Sandbox letters</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#141a22}
table{border-collapse:collapse;width:100%}td,th{text-align:left;vertical-align:top;padding:.5rem;border-bottom:1px solid #dfe3e8}</style></head>
<body><h1>Sandbox letters</h1><table><thead><tr><th>To</th><th>Letter</th><th>Status</th><th>Expected</th><th>Created</th></tr></thead><tbody>${items || '<tr><td colspan="5">No letters yet.</td></tr>'}</tbody></table></body></html>`);
  });

  app.get(`${lettersInboxPath}/:file`, async (request, reply) => {
    const id = /^([0-9a-f-]{36})\.pdf$/.exec((request.params as { file: string }).file)?.[1];
    const parsed = z.uuid().safeParse(id);
    const row = parsed.success ? await letterPdfById(options.db, parsed.data) : undefined;
    if (!row || (row.provider !== null && row.provider !== 'sandbox'))
      return reply.status(404).type('text/plain').send('No such letter.');
    return reply
      .header('content-type', 'application/pdf')
      .header('cache-control', 'no-store')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(Buffer.from(row.pdf.buffer, row.pdf.byteOffset, row.pdf.byteLength));
  });
}

/** The sandbox letters page, mounted only where the sandbox provider posts (docs/sandbox.md "Letters"). */
export async function registerLettersInbox({ host, ...deps }: Mounted<{ db: Db }>): Promise<void> {
  await host.http.register(lettersInboxRoutes, deps);
}
