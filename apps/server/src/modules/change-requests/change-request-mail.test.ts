import { describe, expect, it } from 'vitest';
import { changeRequestDecisionMail } from './change-request-mail.js';

const common = { firstName: 'Ana', accountUrl: 'https://waypoint.test/account' };

describe('the e-mail of a change-request decision', () => {
  it('an approval says what the account shows now, kind by kind, and links the account', () => {
    const mail = changeRequestDecisionMail('ana@example.com', {
      ...common,
      codes: ['name', 'address', 'scra'],
      outcome: 'approved',
      applied: { name: 'Ana Maria Costa', address: '200 Harbor Way, Portland, OR 97201', scraSince: '2025-03-01' },
    });
    expect(mail.to).toBe('ana@example.com');
    expect(mail.subject).toBe('Your change request is approved');
    expect(mail.text).toContain(
      'We approved your request to change your name, home address and servicemember (SCRA) status.',
    );
    expect(mail.text).toContain('Name: Ana Maria Costa');
    expect(mail.text).toContain('Home address: 200 Harbor Way, Portland, OR 97201');
    expect(mail.text).toContain('active duty from March 1, 2025');
    expect(mail.text).toContain('See your account: https://waypoint.test/account');
    expect(mail.html).toContain('href="https://waypoint.test/account"');
  });

  it('an approval names only what changed', () => {
    const mail = changeRequestDecisionMail('ana@example.com', {
      ...common,
      codes: ['address'],
      outcome: 'approved',
      applied: { address: '1 Elm St, Salem, OR 97301' },
    });
    expect(mail.text).toContain('change your home address.');
    expect(mail.text).not.toContain('Name:');
    expect(mail.text).not.toContain('Servicemember');
  });

  it('a decline gives the reason, keeps the account as it was and invites a new request', () => {
    const mail = changeRequestDecisionMail('ana@example.com', {
      ...common,
      codes: ['name'],
      outcome: 'declined',
      reason: 'The marriage certificate is not readable.',
    });
    expect(mail.subject).toBe('About your change request');
    expect(mail.text).toContain(
      'We could not approve your request to change your name, so your account stays as it was.',
    );
    expect(mail.text).toContain('The marriage certificate is not readable.');
    expect(mail.text).toContain('You may file a new request');
    expect(mail.text).toContain('https://waypoint.test/account');
  });

  it('escapes the reason in the HTML part', () => {
    const mail = changeRequestDecisionMail('ana@example.com', {
      ...common,
      codes: ['name'],
      outcome: 'declined',
      reason: '<b>unreadable</b>',
    });
    expect(mail.html).not.toContain('<b>unreadable</b>');
    expect(mail.html).toContain('&#60;b&#62;unreadable');
  });
});
