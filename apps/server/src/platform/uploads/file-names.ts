// Longer names are cut, keeping the extension; 200 shows in full in any list.
const maxFileNameLength = 200;
const maxExtensionLength = 10;
const fallbackName = 'document';

// C0 and C1 control characters, and the bidirectional overrides that make "exe.pdf" look like "fdp.exe".
const unsafeCharacters = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu;

/**
 * The client's file name as we keep and show it: the last path segment only
 * (a name with "/" or "\" cannot point anywhere), no control characters, at
 * most 200 characters. It is a label: files are stored under server-made keys.
 */
export function cleanFileName(raw: string | undefined): string {
  const lastSegment = (raw ?? '').split(/[/\\]/).at(-1) ?? '';
  const cleaned = lastSegment.normalize('NFC').replace(unsafeCharacters, '').trim();
  const characters = Array.from(cleaned);
  if (characters.length === 0 || cleaned === '.' || cleaned === '..') return fallbackName;
  if (characters.length <= maxFileNameLength) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 ? cleaned.slice(dot) : '';
  if (extension === '' || Array.from(extension).length > maxExtensionLength) {
    return characters.slice(0, maxFileNameLength).join('');
  }
  const stem = Array.from(cleaned.slice(0, dot)).slice(0, maxFileNameLength - Array.from(extension).length);
  return `${stem.join('').trimEnd()}${extension}`;
}

/** RFC 6266 / 8187: an ASCII fallback and the exact UTF-8 name, always as an attachment. */
export function attachmentDisposition(fileName: string): string {
  return contentDisposition('attachment', fileName);
}

/** The header for a stored file: shown in the page (`inline`) or saved (`attachment`), the name made safe (RFC 6266 and 5987). */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
