import type { Database } from '../../../apps/server/src/db/database.js';
import { sleep } from './child-processes.js';
import { mailKey, type SmtpSink } from './smtp-sink.js';

/**
 * The outbox against what the SMTP server received: each outbox message
 * arrives exactly once (by recipient and subject, as a person would count
 * them in a mailbox), none is lost, and nothing arrives that the outbox did
 * not hold.
 */
export interface OutboxRow {
  id: string;
  toAddress: string;
  subject: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  createdAt: Date;
  sentAt: Date | null;
}

export interface MailLedger {
  produced: number;
  sent: number;
  pending: number;
  failed: number;
  /** Messages the SMTP server accepted. */
  delivered: number;
  /** Outbox messages tried more than once before they went (the outage's). */
  retried: number;
  /** Keys received more often than the outbox holds them. */
  duplicates: string[];
  /** Keys the outbox holds more often than they arrived (marked sent or not). */
  lost: string[];
  /** Received, but no outbox message has that recipient and subject. */
  unexpected: string[];
  /** Message-IDs seen twice (one send delivered twice). */
  repeatedMessageIds: number;
}

export async function outboxRows(database: Database): Promise<OutboxRow[]> {
  const { rows } = await database.sql.executeSql(
    `SELECT id, to_address, subject, status, attempts, created_at, sent_at FROM outbox_messages ORDER BY created_at`,
    [],
  );
  return (
    rows as {
      id: string;
      to_address: string;
      subject: string;
      status: OutboxRow['status'];
      attempts: number;
      created_at: Date;
      sent_at: Date | null;
    }[]
  ).map((row) => ({
    id: row.id,
    toAddress: row.to_address,
    subject: row.subject,
    status: row.status,
    attempts: Number(row.attempts),
    createdAt: new Date(row.created_at),
    sentAt: row.sent_at ? new Date(row.sent_at) : null,
  }));
}

/** Waits (bounded) until no outbox message is pending; answers how long it took, or null when time ran out. */
export async function waitForOutboxEmpty(database: Database, timeoutMs: number): Promise<number | null> {
  const begun = Date.now();
  while (Date.now() - begun < timeoutMs) {
    const { rows } = await database.sql.executeSql(
      `SELECT count(*)::int AS n FROM outbox_messages WHERE status = 'pending'`,
      [],
    );
    if ((rows[0] as { n: number }).n === 0) return Date.now() - begun;
    await sleep(1_000);
  }
  return null;
}

export async function checkMailLedger(database: Database, sink: SmtpSink): Promise<MailLedger> {
  const rows = await outboxRows(database);
  const expected = new Map<string, number>();
  for (const row of rows)
    expected.set(mailKey(row.toAddress, row.subject), (expected.get(mailKey(row.toAddress, row.subject)) ?? 0) + 1);
  const arrived = new Map<string, number>();
  for (const mail of sink.received) {
    for (const to of mail.to) arrived.set(mailKey(to, mail.subject), (arrived.get(mailKey(to, mail.subject)) ?? 0) + 1);
  }
  const duplicates: string[] = [];
  const unexpected: string[] = [];
  for (const [key, count] of arrived) {
    const held = expected.get(key) ?? 0;
    if (held === 0) unexpected.push(`${key} ×${count}`);
    else if (count > held) duplicates.push(`${key}: ${count} received for ${held} in the outbox`);
  }
  const lost = [...expected]
    .filter(([key, held]) => (arrived.get(key) ?? 0) < held)
    .map(([key, held]) => `${key}: ${arrived.get(key) ?? 0} received for ${held} in the outbox`);
  const messageIds = sink.received.map((mail) => mail.messageId).filter((id) => id !== '');
  return {
    produced: rows.length,
    sent: rows.filter((row) => row.status === 'sent').length,
    pending: rows.filter((row) => row.status === 'pending').length,
    failed: rows.filter((row) => row.status === 'failed').length,
    delivered: sink.received.length,
    retried: rows.filter((row) => row.attempts > 1).length,
    duplicates,
    lost,
    unexpected,
    repeatedMessageIds: messageIds.length - new Set(messageIds).size,
  };
}
