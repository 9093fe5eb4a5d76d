import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { htmlDocument, type DocumentParts } from './html-document';

// The real template Vite builds from, so the head tags it already has are replaced, not doubled.
const template = readFileSync(path.resolve(import.meta.dirname, '..', 'index.html'), 'utf8');

const parts = (overrides: Partial<DocumentParts> = {}): DocumentParts => ({
  head: { title: 'About us', description: 'Who we are and why we built a card for newcomers.', ogType: 'website' },
  canonicalUrl: 'https://www.waypoint.example/about-us',
  siteVersion: 'abc123',
  body: '<main><h1>About us</h1></main>',
  pageData: { path: '/about-us', result: { note: 'hello' } },
  preload: { scripts: ['assets/about-Ab12.js'], styles: ['assets/about-Cd34.css'] },
  ...overrides,
});

const count = (html: string, pattern: RegExp) => html.match(new RegExp(pattern, 'g'))?.length ?? 0;
const embeddedData = (html: string) =>
  /<script id="page-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];

describe('htmlDocument head', () => {
  const html = htmlDocument(template, parts());

  it.each([
    ['the title names the site', '<title>About us | Waypoint</title>'],
    ['the meta description', '<meta name="description" content="Who we are and why we built a card for newcomers." />'],
    ['the canonical URL', '<link rel="canonical" href="https://www.waypoint.example/about-us" />'],
    ['og:type', '<meta property="og:type" content="website" />'],
    ['og:title', '<meta property="og:title" content="About us | Waypoint" />'],
    [
      'og:description',
      '<meta property="og:description" content="Who we are and why we built a card for newcomers." />',
    ],
    ['og:url', '<meta property="og:url" content="https://www.waypoint.example/about-us" />'],
    ['the site version, for the page loader', '<meta name="site-version" content="abc123" />'],
    ['the page styles, linked', '<link rel="stylesheet" crossorigin href="/assets/about-Cd34.css" />'],
  ])('has %s', (_rule, tag) => {
    expect(html).toContain(tag);
  });

  it("replaces the template's title and description instead of adding a second", () => {
    expect(count(html, /<title>/)).toBe(1);
    expect(count(html, /<meta\s+name="description"/)).toBe(1);
    expect(html).not.toContain('<title>Waypoint Cash Back Card</title>');
  });

  it('puts the prerendered page inside the root, followed by its data', () => {
    expect(html).toContain('<div id="root"><main><h1>About us</h1></main></div><script id="page-data"');
  });

  it('leaves the data out of the app shell', () => {
    const shell = htmlDocument(template, parts({ body: '', pageData: null }));
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).not.toContain('id="page-data"');
  });

  it('marks posts and articles as og:type article', () => {
    const post = htmlDocument(template, parts({ head: { ...parts().head, ogType: 'article' } }));
    expect(post).toContain('<meta property="og:type" content="article" />');
  });
});

describe('htmlDocument escaping', () => {
  it('escapes HTML in the title, description and URL', () => {
    const html = htmlDocument(
      template,
      parts({
        head: { title: 'Fees & "extras" <b>', description: 'Less <than> & "more"', ogType: 'website' },
        canonicalUrl: 'https://example.test/a?b=1&c="2"',
      }),
    );
    expect(html).toContain('<title>Fees &amp; &quot;extras&quot; &lt;b&gt; | Waypoint</title>');
    expect(html).toContain('<meta name="description" content="Less &lt;than&gt; &amp; &quot;more&quot;" />');
    expect(html).toContain('<link rel="canonical" href="https://example.test/a?b=1&amp;c=&quot;2&quot;" />');
    expect(html).not.toContain('<b>');
  });

  it.each([
    ['a closing script tag', '</script><script>alert(1)</script>'],
    ['a closing tag in capitals', '</SCRIPT><img src=x onerror=alert(1)>'],
    ['an HTML comment opener', '<!-- <script>'],
    ['line and paragraph separators', 'one\u2028two\u2029three'],
  ])('embeds data holding %s so it cannot leave the script, and reads back the same', (_rule, value) => {
    const pageData = { path: '/blog/x', result: { title: value } };
    const html = htmlDocument(template, parts({ pageData }));
    const embedded = embeddedData(html);
    expect(embedded).not.toMatch(/<|\u2028|\u2029/);
    expect(JSON.parse(embedded ?? 'null')).toEqual(pageData);
    expect(count(html, /<script id="page-data"/)).toBe(1);
    expect(html.split('id="page-data"')[1]).not.toMatch(/<script>alert|<img/);
  });
});

// Vite's built index.html: its entry in the head, with a preload of the entry's own imports.
const builtTemplate = template
  .replace('<script type="module" src="/src/main.tsx"></script>', '')
  .replace(
    '</head>',
    '<script type="module" crossorigin src="/assets/index-Ef56.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/jsx-runtime-Ab12.js">\n</head>',
  );

const pageScripts = (html: string) =>
  JSON.parse(/<script id="page-scripts" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null') as {
    entry: string;
    preloads: string[];
  } | null;

describe('htmlDocument scripts (decisions 047 and 050)', () => {
  const html = htmlDocument(
    builtTemplate,
    parts({
      preload: {
        scripts: [
          'assets/home-page-Cd34.js',
          'assets/jsx-runtime-Ab12.js',
          'assets/index-Ef56.js',
          'assets/home-page-Cd34.js',
        ],
        styles: ['assets/home-Gh78.css', 'assets/home-Gh78.css'],
      },
    }),
  );

  it('names no script in the head: nothing is fetched before the first paint', () => {
    expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
  });

  it("lists the entry and each preload once, the template's first, for after the first paint", () => {
    expect(pageScripts(html)).toEqual({
      entry: '/assets/index-Ef56.js',
      preloads: ['/assets/jsx-runtime-Ab12.js', '/assets/home-page-Cd34.js'],
    });
  });

  it('ends the body with the list and its loader, after the page data', () => {
    expect(html).toMatch(
      /<\/div><script id="page-data" type="application\/json">[\s\S]*?<\/script><script id="page-scripts" type="application\/json">[\s\S]*?<\/script><script>\(function \(\) \{[\s\S]*requestAnimationFrame[\s\S]*<\/script>\s*<\/body>/,
    );
  });

  it('links each stylesheet once', () => {
    expect(count(html, /<link rel="stylesheet" crossorigin href="\/assets\/home-Gh78\.css" \/>/)).toBe(1);
  });

  it('refuses a template without exactly one module entry', () => {
    expect(() =>
      htmlDocument(template.replace('<script type="module" src="/src/main.tsx"></script>', ''), parts()),
    ).toThrow(/0 module entries/);
    expect(() =>
      htmlDocument(builtTemplate.replace('</body>', '<script type="module" src="/x.js"></script></body>'), parts()),
    ).toThrow(/2 module entries/);
  });

  it('marks the root of a client-only page shell, and only there', () => {
    const shell = htmlDocument(template, parts({ body: '<h1>Sign in</h1>', pageData: null, shell: true }));
    expect(shell).toContain('<div id="root" data-shell=""><h1>Sign in</h1></div>');
    expect(htmlDocument(template, parts())).toContain('<div id="root"><main>');
  });
});

describe('htmlDocument with a page entry of its own (decision 090)', () => {
  const html = htmlDocument(
    builtTemplate,
    parts({
      entry: { entry: 'assets/content-Zz99.js', preloads: ['assets/island-names-Yy88.js'] },
      preload: { scripts: [], styles: ['assets/home-Gh78.css'] },
    }),
  );

  it("names the page's entry and its imports, none of the app entry's", () => {
    expect(pageScripts(html)).toEqual({
      entry: '/assets/content-Zz99.js',
      preloads: ['/assets/island-names-Yy88.js'],
    });
    expect(html).not.toContain('index-Ef56.js');
    expect(html).not.toContain('jsx-runtime-Ab12.js');
  });

  it("still links the page's styles", () => {
    expect(count(html, /<link rel="stylesheet" crossorigin href="\/assets\/home-Gh78.css"/)).toBe(1);
  });
});
