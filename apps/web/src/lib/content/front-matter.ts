/**
 * A YAML-style front-matter reader for the site's own markdown content. It
 * reads only what our content uses: one `key: value` scalar per line. A full
 * YAML parser would add weight to the browser bundle for features we do not
 * use. Values stay strings; the caller validates and converts them. Content
 * is written by us and bundled at build time, so anything outside this
 * subset throws: a broken file should fail its test, not render half a page.
 */
export interface FrontMatterDocument {
  attributes: Readonly<Record<string, string>>;
  body: string;
}

export class FrontMatterError extends Error {
  override name = 'FrontMatterError';
}

const fence = '---';
const attributeLine = /^([A-Za-z][\w-]*):(?:\s+(.*))?$/;

export function parseFrontMatter(source: string): FrontMatterDocument {
  // Editors on Windows add a byte-order mark and CRLF line ends; neither is content.
  const lines = source.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (lines[0]?.trimEnd() !== fence) return { attributes: {}, body: source };

  const closing = lines.findIndex((line, index) => index > 0 && line.trimEnd() === fence);
  if (closing === -1) throw new FrontMatterError('The front matter has no closing "---" line.');

  const attributes: Record<string, string> = {};
  lines.slice(1, closing).forEach((line, index) => {
    const lineNumber = index + 2;
    if (line.trim() === '' || line.trimStart().startsWith('#')) return;
    const match = attributeLine.exec(line);
    if (!match) throw new FrontMatterError(`Line ${lineNumber}: expected "key: value", got "${line}".`);
    const [, key = '', rawValue = ''] = match;
    if (Object.hasOwn(attributes, key)) throw new FrontMatterError(`Line ${lineNumber}: "${key}" is given twice.`);
    attributes[key] = parseScalar(rawValue.trim(), lineNumber);
  });

  const body = lines
    .slice(closing + 1)
    .join('\n')
    .replace(/^\n+/, '');
  return { attributes, body };
}

function parseScalar(value: string, lineNumber: number): string {
  // An empty value would start a YAML list or map, which this reader does not support.
  if (value === '') throw new FrontMatterError(`Line ${lineNumber}: the value is empty.`);
  if (value.startsWith('"')) return parseDoubleQuoted(value, lineNumber);
  if (value.startsWith("'")) {
    if (value.length < 2 || !value.endsWith("'")) throw unclosedQuote(lineNumber);
    // YAML escapes a single quote inside single quotes by doubling it.
    return value.slice(1, -1).replaceAll("''", "'");
  }
  // As in YAML, " #" starts a comment after a plain value; a "#" inside a word does not.
  return value.replace(/\s+#.*$/, '');
}

function parseDoubleQuoted(value: string, lineNumber: number): string {
  if (value.length < 2 || !value.endsWith('"')) throw unclosedQuote(lineNumber);
  try {
    // YAML's double-quoted escapes that our content needs (\" \\ \n \t \uXXXX) are JSON's.
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed === 'string') return parsed;
  } catch {
    // Reported below with the line number.
  }
  throw new FrontMatterError(`Line ${lineNumber}: the quoted value is not valid.`);
}

function unclosedQuote(lineNumber: number): FrontMatterError {
  return new FrontMatterError(`Line ${lineNumber}: the quoted value is not closed.`);
}
