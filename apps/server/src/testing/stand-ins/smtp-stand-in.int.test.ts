import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpTransport } from '../../platform/mail/mail-transport.js';
import { startSmtpStandIn, type SmtpStandIn } from './smtp-stand-in.js';

let standIn: SmtpStandIn;
beforeAll(async () => {
  standIn = await startSmtpStandIn();
});
afterAll(async () => standIn.close());

describe('the SMTP stand-in', () => {
  it('receives what our SMTP transport sends, with long links whole', async () => {
    const transport = smtpTransport(standIn.url, 'Waypoint <hello@waypoint.example>');
    const link = `https://waypoint.example/verify?hash=${'a1'.repeat(60)}`;
    await transport.send({
      to: 'ana@example.com',
      subject: 'Verify',
      text: `Open ${link} now.`,
      html: `<a href="${link}">Verify</a>`,
    });
    transport.close();
    const mail = await standIn.waitForMail('ana@example.com', /Verify/);
    expect(mail.from).toBe('hello@waypoint.example');
    expect(mail.text).toContain(link);
  });

  it('says when no such mail arrives', async () => {
    await expect(standIn.waitForMail('nobody@example.com', /x/, 200)).rejects.toThrow(/no mail to nobody@example.com/);
  });
});
