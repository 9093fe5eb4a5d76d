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

/**
 * Preloads added per task. Each added link starts a fetch inside the task that adds it (about a
 * millisecond a link on a phone), and a form page names forty-odd chunks: added at once they made
 * one long task, which is blocking time. Every one is in the page before the entry, so Vite's
 * loader of lazily loaded chunks finds them all and adds none of its own during hydration.
 */
export const preloadsPerTask = 8;

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
  // A hidden tab paints no frames and runs timers once a second at most: everything at once there.
  "  var hidden = document.visibilityState !== 'visible';",
  `  var perTask = hidden ? list.preloads.length : ${preloadsPerTask};`,
  '  var next = 0;',
  '  function load() {',
  '    for (var end = next + perTask; next < end && next < list.preloads.length; next++) {',
  "      add('link', { rel: 'modulepreload', href: list.preloads[next] });",
  '    }',
  '    if (next < list.preloads.length) setTimeout(load, 0);',
  "    else add('script', { type: 'module', src: list.entry });",
  '  }',
  '  if (hidden) load();',
  '  else requestAnimationFrame(function () { setTimeout(load, 0); });',
  '})();',
].join('\n');

/** The data block and the loader, for the end of the body. Each file is named once, the entry last. */
export function pageScriptsAfterFirstPaint(entry: string, preloads: readonly string[]): string {
  const list = { entry, preloads: [...new Set(preloads)].filter((file) => file !== entry) };
  return `<script id="${pageScriptsId}" type="application/json">${scriptSafeJson(list)}</script><script>${loader}</script>`;
}
