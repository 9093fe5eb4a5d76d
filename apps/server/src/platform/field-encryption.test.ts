import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createFieldCipher, FieldDecryptionError } from './field-encryption.js';

const keyA = { keyId: 'k-a', key: randomBytes(32) };
const keyB = { keyId: 'k-b', key: randomBytes(32) };

/** Flips one character of a base64url part so the bytes change but the format stays valid. */
function flipPart(stored: string, index: number): string {
  const parts = stored.split('.');
  const part = parts[index] ?? '';
  parts[index] = (part[0] === 'A' ? 'B' : 'A') + part.slice(1);
  return parts.join('.');
}

describe('createFieldCipher', () => {
  const cipher = createFieldCipher(keyA);

  it.each(['123-45-6789', 'X1234567', '', 'ünïcödé 証明書'])('round-trips %j', (plain) => {
    expect(cipher.decrypt(cipher.encrypt(plain))).toBe(plain);
  });

  it('writes the self-describing v1.<keyId>.<iv>.<tag>.<ciphertext> form, never the plaintext', () => {
    const stored = cipher.encrypt('123-45-6789');
    expect(stored).toMatch(/^v1\.k-a\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]+$/);
    expect(stored).not.toContain('6789');
  });

  it('uses a fresh random IV: the same value encrypts differently each time', () => {
    const first = cipher.encrypt('123-45-6789');
    const second = cipher.encrypt('123-45-6789');
    expect(first).not.toBe(second);
    expect(first.split('.')[2]).not.toBe(second.split('.')[2]);
  });

  it.each([
    ['the IV', 2],
    ['the tag', 3],
    ['the ciphertext', 4],
  ])('detects tampering with %s', (_part, index) => {
    const stored = cipher.encrypt('123-45-6789');
    expect(() => cipher.decrypt(flipPart(stored, index))).toThrow(FieldDecryptionError);
  });

  it('detects a value moved to another context (row or column)', () => {
    const stored = cipher.encrypt('123-45-6789', 'ssn:application-1');
    expect(cipher.decrypt(stored, 'ssn:application-1')).toBe('123-45-6789');
    expect(() => cipher.decrypt(stored, 'ssn:application-2')).toThrow(FieldDecryptionError);
  });

  it('refuses an unknown key id, and a key id edited to point at another key', () => {
    const stored = cipher.encrypt('123-45-6789');
    expect(() => createFieldCipher(keyB).decrypt(stored)).toThrow(/unknown key id "k-a"/);
    const both = createFieldCipher({ ...keyB, previousKeys: [keyA] });
    expect(() => both.decrypt(stored.replace('v1.k-a.', 'v1.k-b.'))).toThrow(FieldDecryptionError);
  });

  it.each(['', 'plain text', 'v2.k-a.a.b.c', 'v1.k-a.short.tag.data', 'v1.k-a.a.b'])(
    'refuses the malformed value %j',
    (stored) => {
      expect(() => cipher.decrypt(stored)).toThrow(FieldDecryptionError);
    },
  );

  it('rotates: a new current key encrypts, a previous key still decrypts what it wrote', () => {
    const oldValue = createFieldCipher(keyA).encrypt('987-65-4321');
    const rotated = createFieldCipher({ ...keyB, previousKeys: [keyA] });
    expect(rotated.decrypt(oldValue)).toBe('987-65-4321');
    expect(rotated.needsRotation(oldValue)).toBe(true);
    const newValue = rotated.encrypt('987-65-4321');
    expect(newValue.startsWith('v1.k-b.')).toBe(true);
    expect(rotated.needsRotation(newValue)).toBe(false);
  });

  it.each([
    ['a short key', { keyId: 'k-x', key: randomBytes(16) }],
    ['a key id with a dot', { keyId: 'k.x', key: randomBytes(32) }],
    ['an empty key id', { keyId: '', key: randomBytes(32) }],
  ])('refuses %s at construction', (_case, key) => {
    expect(() => createFieldCipher(key)).toThrow();
  });

  it('refuses the same key id twice', () => {
    expect(() => createFieldCipher({ ...keyA, previousKeys: [keyA] })).toThrow(/given twice/);
  });

  it('never puts the stored value in its error message', () => {
    const stored = flipPart(cipher.encrypt('123-45-6789'), 4);
    expect(() => cipher.decrypt(stored)).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining(stored) }),
    );
  });
});
