import { createInflate } from 'node:zlib';
import { maxPdfInflatedBytes, maxPdfPages, maxPdfStreamInflatedBytes } from './document-limits.js';
import { isObjectStream, streamRegions, type StreamRegion } from './pdf-safety.js';

export type PdfLimitBreach = { kind: 'pages'; pages: number } | { kind: 'content' };

const inflateChunkBytes = 64 * 1024;

interface Inflated {
  length: number;
  /** The inflated text, kept only when asked for (object streams, to find the page tree). */
  text: string;
}

/**
 * Inflates on libuv's thread pool, never on the event loop, and stops as soon
 * as more than `cap` bytes came out. A corrupt or cut stream counts what it
 * gave before the error: a bomb with a broken tail still counts in full.
 */
function inflateBounded(data: Buffer, cap: number, keep: boolean): Promise<Inflated> {
  return new Promise((resolve) => {
    const inflater = createInflate({ chunkSize: inflateChunkBytes });
    const chunks: Buffer[] = [];
    let length = 0;
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      resolve({ length, text: keep ? Buffer.concat(chunks).toString('latin1') : '' });
    };
    inflater.on('data', (chunk: Buffer) => {
      length += chunk.length;
      if (keep) chunks.push(chunk);
      if (length > cap) {
        settle();
        inflater.destroy();
      }
    });
    inflater.on('end', settle);
    inflater.on('error', settle);
    inflater.on('close', settle);
    inflater.end(data);
  });
}

const flateFilter = /\/Filter\s*(?:\[\s*)?\/(?:FlateDecode|Fl)\b/;
const directLength = /\/Length\s+(\d{1,12})(?!\s+\d+\s+R)/;

// How far apart /Type /Pages and /Count may sit in one dictionary: a flat page tree lists every
// page in its /Kids between them (about 8 characters a page), so this covers 2000 pages.
const pageTreeWindow = 16 * 1024;
const pagesThenCount = new RegExp(`/Type\\s*/Pages\\b[\\s\\S]{0,${pageTreeWindow}}?/Count\\s+(\\d{1,12})`, 'g');
const countThenPages = new RegExp(`/Count\\s+(\\d{1,12})[\\s\\S]{0,${pageTreeWindow}}?/Type\\s*/Pages\\b`, 'g');

/** The largest /Count of a /Type /Pages node: what a reader takes as the number of pages. */
function declaredPages(text: string): number {
  let pages = 0;
  for (const pattern of [pagesThenCount, countThenPages]) {
    for (const match of text.matchAll(pattern)) pages = Math.max(pages, Number(match[1]));
  }
  return pages;
}

/** Text outside stream data: where dictionaries (the page tree among them) are written plainly. */
function outsideStreams(text: string, regions: StreamRegion[]): string {
  let outside = '';
  let cursor = 0;
  for (const region of regions) {
    outside += text.slice(cursor, region.dataStart);
    cursor = region.dataEnd;
  }
  return outside + text.slice(cursor);
}

/**
 * Whether a PDF is over the limits of document-limits.ts, found without
 * parsing it: the page count its page tree declares, each stream's declared
 * /Length against the file, and how far its Flate streams inflate. Image
 * streams are left out: extracting text never decodes them.
 */
export async function findPdfLimitBreach(bytes: Buffer): Promise<PdfLimitBreach | null> {
  const text = bytes.toString('latin1');
  const regions = streamRegions(text);
  let pages = declaredPages(outsideStreams(text, regions));
  let inflatedTotal = 0;
  for (const region of regions) {
    if (region.dictionaryNames.includes('Image')) continue;
    const declared = directLength.exec(region.dictionary);
    if (declared && Number(declared[1]) > bytes.length) return { kind: 'content' };
    if (!flateFilter.test(region.dictionary)) continue;
    const objects = isObjectStream(region.dictionaryNames);
    const cap = Math.min(maxPdfStreamInflatedBytes, maxPdfInflatedBytes - inflatedTotal);
    const inflated = await inflateBounded(bytes.subarray(region.dataStart, region.dataEnd), cap, objects);
    if (inflated.length > cap) return { kind: 'content' };
    inflatedTotal += inflated.length;
    if (objects) pages = Math.max(pages, declaredPages(inflated.text));
  }
  return pages > maxPdfPages ? { kind: 'pages', pages } : null;
}
