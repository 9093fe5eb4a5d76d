/**
 * How a built page asks for its script (decision 050): after the browser has painted it once.
 *
 * A prerendered page, or a shell, needs no script for its first paint. With the script named in
 * the head, the browser fetched it alongside the HTML and, once it was at hand, ran it before
 * painting, so the first paint waited for script it did not need. Lighthouse's simulation
 * measured the same page at a 0.7 s or a 1.8 s first paint depending on whether the script had
 * arrived before the browser painted. The page therefore names its entry and preloads in a data
 * block, and a few lines of inline script add them once a frame has been painted (at once in a
 * hidden tab, which paints no frames). The server's policy allows that inline script by its hash
 * (`apps/server/src/web/inline-hashes.ts`), as it does every inline script of a built page.
 */
export const pageScriptsId = 'page-scripts';

/** JSON inside <script> must not be able to close the tag or open a comment. */
export const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value).replaceAll('<', '\\u003c').replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029');

// Plain ES5, no template literal: it runs as written, before any of the site's code.
const loader = [
  '(function () {',
  `  var list = JSON.parse(document.getElementById('${pageScriptsId}').textContent);`,
  '  function add(tag, attributes) {',
  '    var element = document.createElement(tag);',
  "    element.crossOrigin = '';",
  '    for (var name in attributes) element[name] = attributes[name];',
  '    document.head.appendChild(element);',
  '  }',
  '  function load() {',
  "    for (var i = 0; i < list.preloads.length; i++) add('link', { rel: 'modulepreload', href: list.preloads[i] });",
  "    add('script', { type: 'module', src: list.entry });",
  '  }',
  "  if (document.visibilityState !== 'visible') load();",
  '  else requestAnimationFrame(function () { setTimeout(load, 0); });',
  '})();',
].join('\n');

/** The data block and the loader, for the end of the body. Each file is named once, the entry last. */
export function pageScriptsAfterFirstPaint(entry: string, preloads: readonly string[]): string {
  const list = { entry, preloads: [...new Set(preloads)].filter((file) => file !== entry) };
  return `<script id="${pageScriptsId}" type="application/json">${scriptSafeJson(list)}</script><script>${loader}</script>`;
}
