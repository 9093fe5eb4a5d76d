import { describe, expect, it } from 'vitest';
import { attachmentDisposition, cleanFileName } from './file-names.js';

describe('cleanFileName', () => {
  it.each([
    ['keeps a plain name', 'passport.pdf', 'passport.pdf'],
    ['drops a Unix path', '../../etc/passwd', 'passwd'],
    ['drops a Windows path', 'C:\\Users\\ana\\visa.jpg', 'visa.jpg'],
    ['drops control characters', 'pass\u0000port\n.pdf', 'passport.pdf'],
    ['drops bidirectional overrides', 'photo\u202Egpj.exe', 'photogpj.exe'],
    ['names a nameless file', '', 'document'],
    ['names a file called ..', '..', 'document'],
    ['names a file that is only a path', 'a/b/', 'document'],
    ['keeps letters beyond ASCII', 'Паспорт — São Paulo.pdf', 'Паспорт — São Paulo.pdf'],
  ])('%s', (_rule, raw, expected) => {
    expect(cleanFileName(raw)).toBe(expected);
  });

  it('cuts a 300-character name to 200, keeping the extension', () => {
    const cleaned = cleanFileName(`${'a'.repeat(296)}.pdf`);
    expect(cleaned).toHaveLength(200);
    expect(cleaned.endsWith('.pdf')).toBe(true);
  });

  it('counts characters, not UTF-16 units, and never splits one', () => {
    const cleaned = cleanFileName('😀'.repeat(300));
    expect(Array.from(cleaned)).toHaveLength(200);
    expect(cleaned).toBe('😀'.repeat(200));
  });
});

describe('attachmentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(attachmentDisposition('São "x".pdf')).toBe(
      `attachment; filename="S_o _x_.pdf"; filename*=UTF-8''S%C3%A3o%20%22x%22.pdf`,
    );
  });

  it('escapes the characters RFC 8187 reserves', () => {
    expect(attachmentDisposition("it's (1).pdf")).toBe(
      `attachment; filename="it's (1).pdf"; filename*=UTF-8''it%27s%20%281%29.pdf`,
    );
  });
});
