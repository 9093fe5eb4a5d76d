import type { MessagePort } from 'node:worker_threads';
import type { AcceptedContentType, DocumentCheckInput, DocumentCheckResult } from './document-check-provider.js';
import type { TooComplexReason } from './document-too-complex.js';
import { screenFile, type ScreenFinding } from './file-screen.js';
import { findPdfLimitBreach } from './pdf-limits.js';
import { pdfHasActiveContent } from './pdf-safety.js';
import { createSandboxDocumentCheck } from './sandbox-document-check.js';

/** Structured cloning delivers a Buffer as a plain Uint8Array. */
export type WorkerCheckInput = Omit<DocumentCheckInput, 'bytes'> & { bytes: Uint8Array };

export type WorkerTask = (
  | { task: 'check'; input: WorkerCheckInput }
  | { task: 'pdf-active-content'; bytes: Uint8Array }
  | { task: 'screen'; contentType: AcceptedContentType; bytes: Uint8Array }
) & {
  /** Told once the worker takes the task: the pool's clock for it starts then. */
  started?: MessagePort;
};

export type WorkerAnswer =
  | { kind: 'checked'; result: DocumentCheckResult }
  | { kind: 'too-complex'; reason: TooComplexReason }
  | { kind: 'active-content'; found: boolean }
  | { kind: 'screened'; finding: ScreenFinding };

/**
 * Runs in a worker thread (document-check-pool.ts). Everything that reads a
 * whole file runs here, under the worker's heap limit and the pool's time
 * limit: a PDF's structure scans (pdf-limits.ts, pdf-safety.ts), which are
 * linear but not cheap on a hostile 10 MB file, then decoding an image or
 * reading a PDF's text.
 */
const sandbox = createSandboxDocumentCheck();

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export default async function runInWorker(work: WorkerTask): Promise<WorkerAnswer> {
  work.started?.postMessage('started');
  work.started?.close();
  if (work.task === 'pdf-active-content') {
    return { kind: 'active-content', found: pdfHasActiveContent(asBuffer(work.bytes)) };
  }
  if (work.task === 'screen') {
    return { kind: 'screened', finding: await screenFile(work.contentType, asBuffer(work.bytes)) };
  }
  const bytes = asBuffer(work.input.bytes);
  if (work.input.contentType === 'application/pdf') {
    const breach = await findPdfLimitBreach(bytes);
    if (breach) return { kind: 'too-complex', reason: breach };
  }
  return { kind: 'checked', result: await sandbox.check({ ...work.input, bytes }) };
}
