import net from 'node:net';

/** One message as the stand-in received it: the envelope and the text with quoted-printable undone. */
export interface ReceivedMail {
  from: string;
  to: string[];
  /** Headers and body, soft line breaks and =XX escapes decoded, so links read whole. */
  text: string;
}

export interface SmtpStandIn {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** The latest message to `address` whose text matches `pattern`, waiting up to `timeoutMs`. */
  waitForMail(address: string, pattern: RegExp, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

// A message larger than any the product sends: past it the stand-in answers 552, as a real server would.
const maxMessageBytes = 2 * 1024 * 1024;

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * A local SMTP server for the production-like e2e run (decision 038): it
 * speaks the plain-text subset of RFC 5321 nodemailer uses without TLS
 * (EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT), keeps every message in
 * memory for the test to read, and listens on loopback only.
 */
export async function startSmtpStandIn(): Promise<SmtpStandIn> {
  const received: ReceivedMail[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let buffer = '';
    let inData = false;
    let envelope: { from: string; to: string[] } = { from: '', to: [] };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 stand-in ESMTP');
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      if (buffer.length > maxMessageBytes) {
        reply('552 message too large');
        socket.end();
        return;
      }
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          const body = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push({ ...envelope, text: decodeQuotedPrintable(body) });
          envelope = { from: '', to: [] };
          reply('250 queued');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd === -1) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') reply('250-stand-in\r\n250 8BITMIME');
        else if (verb === 'HELO' || verb === 'NOOP') reply('250 ok');
        else if (verb === 'MAIL') {
          envelope.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          reply('250 ok');
        } else if (verb === 'RCPT') {
          envelope.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'RSET') {
          envelope = { from: '', to: [] };
          reply('250 ok');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
          return;
        } else reply('502 command not recognized');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitForMail: async (address, pattern, timeoutMs = 15_000) => {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const match = received.findLast((mail) => mail.to.includes(address) && pattern.test(mail.text));
        if (match) return match;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no mail to ${address} matching ${String(pattern)} within ${timeoutMs} ms`);
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
