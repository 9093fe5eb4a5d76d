import { describe, expect, it } from 'vitest';
import { newTotpSecret, totpCodeAt, totpStepOf, totpUri } from './staff-totp.js';

const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const at = new Date('2026-03-02T10:00:05Z');
const stepAt = Math.floor(at.getTime() / 30_000);
const shifted = (seconds: number) => new Date(at.getTime() + seconds * 1000);

describe('staff TOTP', () => {
  it.each([
    { name: 'the current code', codeAt: at, step: stepAt },
    { name: 'the previous step (clock drift)', codeAt: shifted(-30), step: stepAt - 1 },
    { name: 'the next step (clock drift)', codeAt: shifted(30), step: stepAt + 1 },
    { name: 'two steps old', codeAt: shifted(-60), step: null },
    { name: 'two steps ahead', codeAt: shifted(60), step: null },
  ])('$name gives step $step', ({ codeAt, step }) => {
    expect(totpStepOf(secret, totpCodeAt(secret, codeAt), at)).toBe(step);
  });

  it('refuses a code of another secret and text that is not a code', () => {
    const other = newTotpSecret();
    expect(totpStepOf(secret, totpCodeAt(other, at), at)).toBeNull();
    expect(totpStepOf(secret, 'abcdef', at)).toBeNull();
  });

  it('RFC 6238 SHA-1 settings: a known code, and a URI an authenticator app reads', () => {
    // RFC 6238 appendix B's SHA-1 seed "12345678901234567890" at T = 59 s gives 94287082 (8 digits): 287082 in 6.
    const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(totpCodeAt(rfcSecret, new Date(59_000))).toBe('287082');
    expect(totpUri(secret, 'reviewer@bank.example')).toBe(
      'otpauth://totp/Waypoint%20back%20office:reviewer%40bank.example?issuer=Waypoint%20back%20office&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
    );
    expect(newTotpSecret()).toMatch(/^[A-Z2-7]{32}$/);
  });
});
