import type { DocumentCheckInput, DocumentCheckResult } from './document-check-provider.js';
import { createSandboxDocumentCheck } from './sandbox-document-check.js';

/**
 * Runs in a worker thread (document-check-pool.ts): decoding an image and
 * reading a PDF's text are the heavy part of the sandbox check, so they
 * happen here, under the worker's memory limit and the pool's time limit.
 */
const sandbox = createSandboxDocumentCheck();

export default async function checkInWorker(input: DocumentCheckInput): Promise<DocumentCheckResult> {
  // Structured cloning delivers the Buffer as a plain Uint8Array.
  const bytes = Buffer.from(input.bytes.buffer, input.bytes.byteOffset, input.bytes.byteLength);
  return sandbox.check({ ...input, bytes });
}
