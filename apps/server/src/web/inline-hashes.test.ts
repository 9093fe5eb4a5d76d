import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineHashes } from './inline-hashes.js';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

// What the CSP of a page must allow (docs/operations.md "Security headers"): exactly what runs or styles inline.
describe('inlineHashes', () => {
  it.each([
    ['nothing inline', '<html><body><p>Hi</p></body></html>', { scripts: [], styles: [], styleAttributes: [] }],
    ['a classic inline script', '<script>go()</script>', { scripts: [hash('go()')], styles: [], styleAttributes: [] }],
    [
      'a module and an import map',
      '<script type="module">a()</script><script type=importmap>{"imports":{}}</script>',
      { scripts: [hash('a()'), hash('{"imports":{}}')].sort(), styles: [], styleAttributes: [] },
    ],
    [
      'a script with a src is loaded, not inline',
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      { scripts: [], styles: [], styleAttributes: [] },
    ],
    [
      'data-src and data-type are not src and type',
      '<script data-src="x" data-type="application/json">b()</script>',
      { scripts: [hash('b()')], styles: [], styleAttributes: [] },
    ],
    [
      'the page data is a JSON data block: never run',
      '<script id="page-data" type="application/json">{"a":1}</script>',
      { scripts: [], styles: [], styleAttributes: [] },
    ],
    [
      'inline stylesheets, the same one twice',
      '<style data-href="/assets/a.css">a{}</style><style>\n b{}\n</style><style>a{}</style>',
      { scripts: [], styles: [hash('a{}'), hash('\n b{}\n')].sort(), styleAttributes: [] },
    ],
    [
      'a style attribute, hashed as the browser reads it',
      '<span class="x" style="content:&quot;a&quot;;width:50%"></span>',
      { scripts: [], styles: [], styleAttributes: [hash('content:"a";width:50%')] },
    ],
    [
      'a data-style attribute is not a style attribute',
      '<span data-style="width:1px"></span>',
      { scripts: [], styles: [], styleAttributes: [] },
    ],
  ])('%s', (_case, html, expected) => {
    expect(inlineHashes(html)).toEqual(expected);
  });
});
