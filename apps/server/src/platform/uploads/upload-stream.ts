import { Readable, Transform } from 'node:stream';

/** The file types an upload may be, detected from its content (magic bytes), never from its name. */
export const acceptedContentTypes = ['image/jpeg', 'image/png', 'image/heic', 'application/pdf'] as const;
export type AcceptedContentType = (typeof acceptedContentTypes)[number];

// file-type finds every format we accept within its first 4100 bytes.
export const sniffBytes = 4100;

export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes`);
    this.name = 'FileTooLargeError';
  }
}

function nextReadableOrEnd(stream: Readable): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      stream.off('readable', done);
      stream.off('end', done);
      stream.off('close', done);
      stream.off('error', failed);
      resolve();
    };
    const failed = (error: Error) => {
      stream.off('readable', done);
      stream.off('end', done);
      stream.off('close', done);
      reject(error);
    };
    stream.once('readable', done);
    stream.once('end', done);
    stream.once('close', done);
    stream.once('error', failed);
  });
}

/**
 * Reads the first `wanted` bytes (fewer if the stream ends first) without
 * consuming the rest, which `withHead` puts back in front. Only this peek
 * is held in memory; the file itself streams on to storage.
 */
export async function readHead(stream: Readable, wanted = sniffBytes): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  while (length < wanted) {
    if (stream.errored) throw stream.errored;
    const chunk = stream.read() as Buffer | null;
    if (chunk) {
      chunks.push(chunk);
      length += chunk.length;
      continue;
    }
    if (stream.readableEnded || stream.destroyed) break;
    await nextReadableOrEnd(stream);
  }
  return Buffer.concat(chunks);
}

/** The peeked head followed by the rest of the stream, as one stream. */
export function withHead(head: Buffer, rest: Readable): Readable {
  async function* all() {
    if (head.length > 0) yield head;
    for await (const chunk of rest) yield chunk as Buffer;
  }
  return Readable.from(all(), { objectMode: false });
}

/** Fails the stream as soon as more than `maxBytes` pass, so an oversized file is never stored whole. */
export function byteLimit(maxBytes: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > maxBytes) callback(new FileTooLargeError(maxBytes));
      else callback(null, chunk);
    },
  });
}

const acceptedByDetectedType: Record<string, AcceptedContentType> = {
  'image/jpeg': 'image/jpeg',
  'image/png': 'image/png',
  'image/heic': 'image/heic',
  // A HEIF whose major brand is 'mif1' (some phones write it so) is the same container as HEIC.
  'image/heif': 'image/heic',
  'application/pdf': 'application/pdf',
};

/** The content type detected from the magic bytes, when it is one we accept; null otherwise. */
export async function detectAcceptedType(head: Buffer): Promise<AcceptedContentType | null> {
  // Loaded with the first upload, not at start (decision 048); later calls get the loaded module.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(head);
  return (detected && acceptedByDetectedType[detected.mime]) ?? null;
}

/** Reads a stored file back whole, refusing more than `maxBytes` (the upload limit bounds it). */
export async function readBounded(stream: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream) {
    length += (chunk as Buffer).length;
    if (length > maxBytes) {
      stream.destroy();
      throw new FileTooLargeError(maxBytes);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks, length);
}
