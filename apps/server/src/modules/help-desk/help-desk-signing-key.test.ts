import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deriveSigningKey, helpDeskSigningKey, parseSigningKeyPem } from './help-desk-signing-key.js';

const pem = (curve: string) =>
  generateKeyPairSync('ec', { namedCurve: curve }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

describe('the help desk signing key', () => {
  it('is derived the same from the same secret, and differently from another', async () => {
    const one = await helpDeskSigningKey(undefined, Buffer.alloc(32, 1));
    const again = await helpDeskSigningKey(undefined, Buffer.alloc(32, 1));
    const other = await helpDeskSigningKey(undefined, Buffer.alloc(32, 2));
    expect(again.publicJwk).toEqual(one.publicJwk);
    expect(other.publicJwk.kid).not.toBe(one.publicJwk.kid);
    expect(one.publicJwk).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(one.publicJwk).not.toHaveProperty('d');
    expect(deriveSigningKey(Buffer.alloc(32, 1)).asymmetricKeyDetails?.namedCurve).toBe('prime256v1');
  });

  it('takes a configured P-256 PEM, on several lines or one, over the derived key', async () => {
    const text = pem('prime256v1');
    const configured = await helpDeskSigningKey(text.replaceAll('\n', '\\n'), Buffer.alloc(32, 1));
    const derived = await helpDeskSigningKey(undefined, Buffer.alloc(32, 1));
    expect(configured.publicJwk.kid).not.toBe(derived.publicJwk.kid);
    expect((await helpDeskSigningKey(text, Buffer.alloc(32, 1))).publicJwk).toEqual(configured.publicJwk);
  });

  it.each([
    ['another curve', () => pem('secp384r1')],
    [
      'an RSA key',
      () =>
        generateKeyPairSync('rsa', { modulusLength: 1024 })
          .privateKey.export({ type: 'pkcs8', format: 'pem' })
          .toString(),
    ],
  ])('refuses %s', (_case, make) => {
    expect(() => parseSigningKeyPem(make())).toThrow(/P-256/);
  });
});
