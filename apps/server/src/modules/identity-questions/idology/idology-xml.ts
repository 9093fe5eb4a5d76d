/**
 * A small reader for IDology's answers: plain XML elements holding text or
 * other elements, no namespaces and no attributes worth reading
 * (docs/decisions/042-identity-questions-vendor.md). Anything that is not
 * well-formed is refused, so a proxy's HTML page never reads as an answer.
 */
export interface XmlElement {
  name: string;
  children: XmlElement[];
  /** The element's own text, entities decoded, trimmed. */
  text: string;
}

export class MalformedXmlError extends Error {
  constructor(detail: string) {
    super(`malformed XML: ${detail}`);
    this.name = 'MalformedXmlError';
  }
}

const namedEntities: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity.startsWith('#x') || entity.startsWith('#X')) return String.fromCodePoint(parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(Number(entity.slice(1)));
    const named = namedEntities[entity.toLowerCase()];
    if (named === undefined) throw new MalformedXmlError(`unknown entity ${whole}`);
    return named;
  });
}

// Markup the reader passes over: the declaration, comments, doctype-free processing instructions.
const skipped = /^(<\?[\s\S]*?\?>|<!--[\s\S]*?-->)/;
const cdata = /^<!\[CDATA\[([\s\S]*?)\]\]>/;
const tag = /^<(\/?)([A-Za-z_][\w.-]*)((?:\s+[\w.:-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/;

/** Parses one document into its root element. */
export function parseXml(document: string): XmlElement {
  const stack: { element: XmlElement; text: string[] }[] = [];
  let root: XmlElement | undefined;
  let rest = document.replace(/^\uFEFF/, '');
  while (rest.length > 0) {
    const open = rest.indexOf('<');
    const textPart = open === -1 ? rest : rest.slice(0, open);
    if (textPart.trim()) {
      const current = stack.at(-1);
      if (!current) throw new MalformedXmlError('text outside the root element');
      current.text.push(decodeEntities(textPart));
    }
    if (open === -1) break;
    rest = rest.slice(open);
    const passed = skipped.exec(rest);
    if (passed) {
      rest = rest.slice(passed[0].length);
      continue;
    }
    const data = cdata.exec(rest);
    if (data) {
      const current = stack.at(-1);
      if (!current) throw new MalformedXmlError('CDATA outside the root element');
      current.text.push(data[1] ?? '');
      rest = rest.slice(data[0].length);
      continue;
    }
    const found = tag.exec(rest);
    if (!found) throw new MalformedXmlError(`unreadable markup near "${rest.slice(0, 20)}"`);
    rest = rest.slice(found[0].length);
    const [, closing, name = '', , selfClosing] = found;
    if (closing) {
      const current = stack.pop();
      if (current?.element.name !== name) throw new MalformedXmlError(`</${name}> closes nothing open`);
      current.element.text = current.text.join('').trim();
      continue;
    }
    const element: XmlElement = { name, children: [], text: '' };
    const parent = stack.at(-1);
    if (parent) parent.element.children.push(element);
    else if (root) throw new MalformedXmlError('a second root element');
    else root = element;
    if (!selfClosing) stack.push({ element, text: [] });
  }
  if (stack.length > 0) throw new MalformedXmlError(`<${stack.at(-1)?.element.name}> is never closed`);
  if (!root) throw new MalformedXmlError('no element');
  return root;
}

export function childOf(element: XmlElement | undefined, name: string): XmlElement | undefined {
  return element?.children.find((child) => child.name === name);
}

export function childrenOf(element: XmlElement | undefined, name: string): XmlElement[] {
  return element?.children.filter((child) => child.name === name) ?? [];
}
