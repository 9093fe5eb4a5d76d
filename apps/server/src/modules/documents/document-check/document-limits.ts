/**
 * What the document check agrees to open, and what it may spend on one file
 * (docs/operations.md "Document storage"). The 10 MB upload cap bounds only the
 * compressed size: a small PNG can declare a gigapixel, a small PDF can
 * inflate to millions of drawing operators. These limits are checked before
 * anything is decoded (an image's from its header, a PDF's by a scan of its
 * structure), and the decoding itself runs in a worker thread that is killed
 * when it runs over its time or memory.
 */

// A 48-megapixel phone photo (8064 × 6048) is the largest camera mode in
// common use; scanners at 600 dpi make an A4 page 35 megapixels. Past 50 MP
// the decoded pixels alone (4 bytes each) pass 200 MB.
export const maxImagePixels = 50_000_000;
// A side longer than any camera or flatbed gives; it also bounds the
// allocation a decoder makes per row.
export const maxImageSide = 10_000;

// The documents are passports, visas, cards and statements: a year of bank
// statements or a tax return stays well under this. Only the first pages are
// read for text (read-pdf.ts), but every page's tree is a thing to parse.
export const maxPdfPages = 200;
// A dense statement page draws with a few hundred kilobytes of operators and
// a full embedded font is a few megabytes; one stream past this is a
// decompression bomb (pdf.js spends about a second per megabyte of text
// operators, building an object for each).
export const maxPdfStreamInflatedBytes = 8 * 1024 * 1024;
// All streams but images (which text extraction never decodes) together.
export const maxPdfInflatedBytes = 24 * 1024 * 1024;

export interface WorkerLimits {
  /** Wall-clock time one check may run in its worker, from when the worker takes it; the worker is killed past it. */
  timeoutMs: number;
  /**
   * How long a worker may take to start before the check's clock runs anyway: a thread loads its
   * modules (pdf.js in about two seconds) before it takes a task, and that is not the file's doing.
   */
  startAllowanceMs: number;
  /** V8 heap of one worker (`resourceLimits.maxOldGenerationSizeMb`); past it the worker dies, not the server. */
  maxOldGenerationSizeMb: number;
  /** Checks running at once, one worker thread each. */
  maxThreads: number;
  /** Checks waiting for a thread; past it an upload is answered "try again in a minute" at once. */
  maxQueued: number;
}

/**
 * A legitimate check takes well under a second (a 10 MB PDF's first 20
 * pages, a 48 MP JPEG in about 3 s); 15 s leaves room for a busy machine.
 * 256 MB of heap holds pdf.js on any document we accept (pixels of images are
 * buffers outside the heap, bounded by the pixel limits above). One core is
 * left to the event loop, so a check never starves the other requests, and
 * at most four run at once; a few checks per thread may wait.
 */
export function defaultWorkerLimits(cores: number): WorkerLimits {
  const maxThreads = Math.min(4, Math.max(1, cores - 1));
  return {
    timeoutMs: 15_000,
    startAllowanceMs: 10_000,
    maxOldGenerationSizeMb: 256,
    maxThreads,
    maxQueued: 8 * maxThreads,
  };
}
