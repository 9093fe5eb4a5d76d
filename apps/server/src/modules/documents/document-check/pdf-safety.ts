import { inflateSync } from 'node:zlib';

export type PdfActiveContentKind =
  'script' | 'automatic-action' | 'launch' | 'embedded-file' | 'form-submission' | 'unreadable-objects';

export interface PdfActiveContent {
  kind: PdfActiveContentKind;
  /** The PDF name that gave it away (e.g. `JavaScript`), or `ObjStm` for an object stream we could not open. */
  name: string;
}

// Action types and keys long enough that finding them by chance inside
// compressed binary data is negligible, so they are looked for everywhere.
const distinctiveNames = new Map<string, PdfActiveContentKind>([
  ['JavaScript', 'script'],
  ['Launch', 'launch'],
  ['EmbeddedFiles', 'embedded-file'],
  ['EmbeddedFile', 'embedded-file'],
  ['FileAttachment', 'embedded-file'],
  ['GoToE', 'embedded-file'],
  ['RichMedia', 'embedded-file'],
  ['SubmitForm', 'form-submission'],
  ['ImportData', 'form-submission'],
]);

// Short keys that mean something only in a dictionary, so they are looked for
// outside stream data and inside object streams (whose content is dictionaries).
const dictionaryKeys = new Map<string, PdfActiveContentKind>([
  ['JS', 'script'],
  ['XFA', 'script'], // XFA forms carry their own scripts
  ['AA', 'automatic-action'],
]);

// An object stream of a few thousand objects inflates to a few megabytes;
// more is a decompression bomb, which we refuse as unreadable.
const maxObjectStreamBytes = 16 * 1024 * 1024;

const namePattern = /\/([^\s()<>[\]{}/%]+)/g;

/** PDF names with their #hh escapes decoded (PDF 1.7 §7.3.5), so `/J#61vaScript` is `JavaScript`. */
function namesIn(text: string): string[] {
  return [...text.matchAll(namePattern)].map((match) =>
    match[1]!.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  );
}

function firstHit(names: string[], table: Map<string, PdfActiveContentKind>): PdfActiveContent | null {
  for (const name of names) {
    const kind = table.get(name);
    if (kind) return { kind, name };
  }
  return null;
}

export interface StreamRegion {
  /** The text before `stream` back to its `obj` keyword (at most 4 KB): the stream's dictionary. */
  dictionary: string;
  dictionaryNames: string[];
  dataStart: number;
  dataEnd: number;
}

/** Stream data spans, each with the names of the dictionary in front of it. */
export function streamRegions(text: string): StreamRegion[] {
  const regions: StreamRegion[] = [];
  const keyword = /(?<![a-z])stream(?:\r\n|\r|\n)/g;
  for (let match = keyword.exec(text); match; match = keyword.exec(text)) {
    // Looked for only within the 4 KB window: a search back through the whole file per
    // "stream" keyword would be quadratic in a file made of them.
    const window = text.slice(Math.max(match.index - 4096, 0), match.index);
    const dictionary = window.slice(Math.max(window.lastIndexOf('obj'), 0));
    const dataStart = match.index + match[0].length;
    const endKeyword = text.indexOf('endstream', dataStart);
    const dataEnd = endKeyword < 0 ? text.length : endKeyword;
    regions.push({ dictionary, dictionaryNames: namesIn(dictionary), dataStart, dataEnd });
    keyword.lastIndex = dataEnd;
  }
  return regions;
}

/** An object stream (PDF 1.7 §7.5.7) holds dictionaries; /First and /N betray one even without its /Type. */
export function isObjectStream(names: string[]): boolean {
  return names.includes('ObjStm') || (names.includes('First') && names.includes('N'));
}

// Filter names not ending in Decode: the abbreviations readers also accept (PDF 1.7 §8.9.7), and Crypt.
const abbreviatedFilters = new Set(['Fl', 'LZW', 'A85', 'AHx', 'RL', 'CCF', 'DCT', 'Crypt']);

function inflateObjectStream(region: StreamRegion, bytes: Buffer): string | null {
  const names = region.dictionaryNames;
  const filters = names.filter((name) => name.endsWith('Decode') || abbreviatedFilters.has(name));
  if (filters.length === 0) return bytes.toString('latin1', region.dataStart, region.dataEnd);
  // A predictor or any filter but Flate would scramble names past our reading.
  if (names.includes('Predictor')) return null;
  if (filters.some((filter) => filter !== 'FlateDecode' && filter !== 'Fl')) return null;
  try {
    const data = bytes.subarray(region.dataStart, region.dataEnd);
    return inflateSync(data, { maxOutputLength: maxObjectStreamBytes }).toString('latin1');
  } catch {
    return null; // corrupt, encrypted, or a bomb: we cannot see inside
  }
}

/**
 * The first script, automatic action, launch, form submission or embedded
 * file a PDF carries, or null when it has none. It reads the dictionaries
 * outside streams and inside object streams; an object stream it cannot open
 * (encrypted, or an unusual filter) counts as active content, because what it
 * hides cannot be checked. Pure and synchronous, for the upload path.
 */
export function findPdfActiveContent(bytes: Buffer): PdfActiveContent | null {
  const text = bytes.toString('latin1');
  const regions = streamRegions(text);
  // Backstop: names unlikely to occur by chance, anywhere in the file, even
  // if a crafted "stream" keyword misleads the region finder.
  const anywhere = firstHit(namesIn(text), distinctiveNames);
  if (anywhere) return anywhere;

  let outside = '';
  let cursor = 0;
  for (const region of regions) {
    outside += text.slice(cursor, region.dataStart);
    cursor = region.dataEnd;
  }
  outside += text.slice(cursor);
  const inDictionaries = firstHit(namesIn(outside), dictionaryKeys);
  if (inDictionaries) return inDictionaries;

  for (const region of regions.filter((candidate) => isObjectStream(candidate.dictionaryNames))) {
    const objects = inflateObjectStream(region, bytes);
    if (objects === null) return { kind: 'unreadable-objects', name: 'ObjStm' };
    const names = namesIn(objects);
    const hit = firstHit(names, distinctiveNames) ?? firstHit(names, dictionaryKeys);
    if (hit) return hit;
  }
  return null;
}

/** Whether a PDF carries JavaScript, automatic actions, launch actions, form submission or embedded files. */
export function pdfHasActiveContent(bytes: Buffer): boolean {
  return findPdfActiveContent(bytes) !== null;
}
