import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { appendAuditEvent, maxValueBytes, type AuditEvent } from './audit-event.js';
import { takePersonalDataReads, type PersonalDataRead } from './personal-data-reads.js';

/**
 * The parts list an event holds stays well under the event's value limit
 * (audit-event.ts, 16 KB): the rest is counted, not listed (decision 069).
 */
const partsBudgetBytes = maxValueBytes - 1024;
const maxPartLength = 200;

/** The sorted parts that fit the budget, and how many were left out. */
export function boundedParts(parts: Iterable<string>): { parts: string[]; partsLeftOut?: number } {
  const sorted = [...new Set(parts)].map((part) => part.slice(0, maxPartLength)).sort();
  const kept: string[] = [];
  // `[]` plus, per part, its quoted text and a comma.
  let bytes = 2;
  for (const part of sorted) {
    const size = Buffer.byteLength(JSON.stringify(part)) + 1;
    if (bytes + size > partsBudgetBytes) break;
    kept.push(part);
    bytes += size;
  }
  const leftOut = sorted.length - kept.length;
  return leftOut > 0 ? { parts: kept, partsLeftOut: leftOut } : { parts: kept };
}

/** One read as its audit event: `<subject type>.personal_data_read`, the staff member, where from, what was read. */
export function personalDataReadEvent(
  read: PersonalDataRead,
  request: Pick<FastifyRequest, 'ip' | 'id'>,
  occurredAt: Date,
): AuditEvent {
  return {
    occurredAt,
    actor: { type: 'staff', staffId: read.reader.staffId, email: read.reader.email },
    action: `${read.subject.type}.personal_data_read`,
    subject: read.subject,
    ip: request.ip,
    requestId: request.id,
    after: boundedParts(read.parts),
  };
}

/**
 * Writes each request's noted personal-data reads (personal-data-reads.ts)
 * as one audit event per subject before the answer leaves (decision 069).
 * onSend runs after the handler and before a byte is sent; if the write
 * fails the hook throws, the error handler answers instead (its own answer
 * carries no reads, so it passes), and no personal data goes out without
 * its event. The events share one transaction: all of a request's or none.
 */
export function registerPersonalDataReadFlush(app: FastifyInstance, deps: { db: Db; now(): Date }): void {
  app.addHook('onSend', (request, _reply, payload, done) => {
    const reads = takePersonalDataReads(request);
    // Most answers read no personal data: they go on at once, without a promise.
    if (reads.length === 0) {
      done(null, payload);
      return;
    }
    const occurredAt = deps.now();
    deps.db
      .transaction(async (tx) => {
        for (const read of reads) await appendAuditEvent(tx, personalDataReadEvent(read, request, occurredAt));
      })
      .then(
        () => done(null, payload),
        (error: unknown) => done(error as Error),
      );
  });
}
