import { SMTPServer } from 'smtp-server';
import { freePort } from './child-processes.js';

/** One message as the SMTP server accepted it. */
export interface ReceivedMail {
  /** Envelope recipients. */
  to: string[];
  subject: string;
  messageId: string;
  receivedAt: number;
}

/**
 * An SMTP server on a fixed loopback port that records every message it
 * accepts, for drills: stopped, it refuses connections as a mail provider
 * that is down does; started again on the same port, it keeps its record, so
 * a drill can count each message exactly once across the outage.
 */
export interface SmtpSink {
  readonly port: number;
  readonly url: string;
  readonly received: readonly ReceivedMail[];
  isRunning(): boolean;
  /** Closes the listener; a session already under way may finish (up to a few seconds), as at a provider's shutdown. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** `recipient | subject` keys received more than `expected(key)` times. */
  duplicates(expected?: (key: string) => number): Map<string, number>;
}

export const mailKey = (to: string, subject: string) => `${to.toLowerCase()} | ${subject}`;

// Headers end at the first blank line; folded lines go on with whitespace (RFC 5322 §2.2.3).
function headerOf(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded
    .split(/\r?\n/)
    .find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return decodeEncodedWords(line?.slice(name.length + 1).trim() ?? '');
}

// Subjects outside ASCII arrive as RFC 2047 encoded words (=?UTF-8?Q?...?= or ?B?).
function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_whole, _charset: string, encoding: string, text: string) => {
      if (encoding.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8');
      const bytes = text.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => `%${hex}`);
      try {
        return decodeURIComponent(bytes);
      } catch {
        return bytes;
      }
    });
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const port = await freePort();
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;

  const start = () =>
    new Promise<void>((resolve, reject) => {
      if (server) return resolve();
      const fresh = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        closeTimeout: 5_000,
        onData(stream, session, callback) {
          let raw = '';
          stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
          stream.on('end', () => {
            received.push({
              to: session.envelope.rcptTo.map((address) => address.address.toLowerCase()),
              subject: headerOf(raw, 'Subject'),
              messageId: headerOf(raw, 'Message-ID'),
              receivedAt: Date.now(),
            });
            callback();
          });
        },
      });
      fresh.on('error', () => undefined);
      fresh.server.once('error', reject);
      fresh.listen(port, '127.0.0.1', () => {
        server = fresh;
        resolve();
      });
    });

  await start();
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    isRunning: () => server !== undefined,
    stop: () =>
      new Promise<void>((resolve) => {
        const running = server;
        server = undefined;
        if (!running) return resolve();
        running.close(() => resolve());
      }),
    start,
    duplicates(expected = () => 1) {
      const counts = new Map<string, number>();
      for (const mail of received) {
        for (const to of mail.to)
          counts.set(mailKey(to, mail.subject), (counts.get(mailKey(to, mail.subject)) ?? 0) + 1);
      }
      return new Map([...counts].filter(([key, count]) => count > expected(key)));
    },
  };
}
