import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Field-level encryption for SSN and identification numbers at rest
 * (architecture "Data": authenticated encryption, key from config, key id
 * stored for rotation; domain guide "Data that needs care").
 *
 * Stored form, one self-describing string per value:
 *
 *   v1.<keyId>.<iv>.<tag>.<ciphertext>      (iv, tag, ciphertext: base64url)
 *
 * AES-256-GCM with a random 96-bit IV per value and a 128-bit tag. The
 * prefix `v1.<keyId>` (and the caller's optional context, e.g. the column
 * and row it belongs to) is authenticated as associated data, so editing the
 * key id or moving a value to another row fails to decrypt instead of
 * yielding a wrong answer.
 */
export interface FieldKey {
  keyId: string;
  /** 32 bytes. */
  key: Buffer;
}

export interface FieldCipherOptions extends FieldKey {
  /** Keys retired by rotation: still decrypt what they wrote, never encrypt. */
  previousKeys?: FieldKey[];
}

export interface FieldCipher {
  /** `context` binds the value to where it is stored; decrypt must pass the same. */
  encrypt(plain: string, context?: string): string;
  /** Throws FieldDecryptionError on tampering, an unknown key id or a malformed value. */
  decrypt(stored: string, context?: string): string;
  /** True when the value was written with a retired key (a re-encryption job rewrites it). */
  needsRotation(stored: string): boolean;
}

export class FieldDecryptionError extends Error {
  constructor(reason: string) {
    // Never carries the stored value or any plaintext: messages reach logs.
    super(`Encrypted field cannot be read: ${reason}`);
    this.name = 'FieldDecryptionError';
  }
}

const formatVersion = 'v1';
const algorithm = 'aes-256-gcm';
const keyBytes = 32;
// 96-bit IVs are GCM's native size (NIST SP 800-38D); random IVs are safe well below 2^32 values per key.
const ivBytes = 12;
const tagBytes = 16;
// The id sits between dots in the stored form, so it must not contain one.
const keyIdPattern = /^[A-Za-z0-9_-]{1,64}$/;

function checkKey({ keyId, key }: FieldKey): void {
  if (!keyIdPattern.test(keyId)) throw new Error(`Field key id "${keyId}" must match ${keyIdPattern}`);
  if (key.length !== keyBytes) throw new Error(`Field key "${keyId}" must be ${keyBytes} bytes, got ${key.length}`);
}

const associatedData = (keyId: string, context: string) => Buffer.from(`${formatVersion}.${keyId}\n${context}`, 'utf8');

interface StoredParts {
  keyId: string;
  iv: Buffer;
  tag: Buffer;
  ciphertext: Buffer;
}

function splitStored(stored: string): StoredParts {
  const parts = stored.split('.');
  const [version, keyId, iv, tag, ciphertext] = parts;
  if (parts.length !== 5 || version !== formatVersion || !keyId || iv === undefined || !tag || ciphertext === undefined)
    throw new FieldDecryptionError('not a v1 encrypted value');
  const decoded = {
    keyId,
    iv: Buffer.from(iv, 'base64url'),
    tag: Buffer.from(tag, 'base64url'),
    ciphertext: Buffer.from(ciphertext, 'base64url'),
  };
  if (decoded.iv.length !== ivBytes || decoded.tag.length !== tagBytes)
    throw new FieldDecryptionError('malformed iv or tag');
  return decoded;
}

export function createFieldCipher(options: FieldCipherOptions): FieldCipher {
  const current: FieldKey = { keyId: options.keyId, key: options.key };
  const keys = new Map<string, Buffer>();
  for (const entry of [current, ...(options.previousKeys ?? [])]) {
    checkKey(entry);
    if (keys.has(entry.keyId)) throw new Error(`Field key id "${entry.keyId}" is given twice`);
    keys.set(entry.keyId, entry.key);
  }

  return {
    encrypt(plain, context = '') {
      const iv = randomBytes(ivBytes);
      const cipher = createCipheriv(algorithm, current.key, iv, { authTagLength: tagBytes });
      cipher.setAAD(associatedData(current.keyId, context));
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const encoded = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'));
      return [formatVersion, current.keyId, ...encoded].join('.');
    },

    decrypt(stored, context = '') {
      const { keyId, iv, tag, ciphertext } = splitStored(stored);
      const key = keys.get(keyId);
      if (!key) throw new FieldDecryptionError(`unknown key id "${keyId}"`);
      const decipher = createDecipheriv(algorithm, key, iv, { authTagLength: tagBytes });
      decipher.setAAD(associatedData(keyId, context));
      decipher.setAuthTag(tag);
      try {
        return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
      } catch {
        throw new FieldDecryptionError('authentication failed (tampered, or wrong key or context)');
      }
    },

    needsRotation(stored) {
      return splitStored(stored).keyId !== current.keyId;
    },
  };
}
