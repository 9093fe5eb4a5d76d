import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Comments, SDL descriptions, test names and docs cite what a newcomer can open:
// docs/product-rules.md (as `product-rules#<anchor>`, or a Markdown link), the
// decision records and the other docs. Not the product team's own documents,
// not a tracker's numbers, not a path on someone's machine.

const repoRoot = path.resolve(import.meta.dirname, '..');
const rulesDoc = 'docs/product-rules.md';
const textFile = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx|css|md|graphql|gql|sql|html|yml|yaml|sh)$/;

// Patterns and samples are built from parts so this file does not match itself.
const section = '\u00a7';
const forbidden: { name: string; pattern: RegExp }[] = [
  // "spec" may end one line of a comment and the section open the next.
  { name: 'cites a section of the product spec', pattern: new RegExp(`\\bspec(?:\\s|\\*|//|#)*${section}`, 'gi') },
  { name: 'cites a tracker number', pattern: new RegExp('\\b' + 'issues?\\s+#?\\d+', 'gi') },
  {
    name: 'names a path outside the repository',
    pattern: new RegExp(
      ['/' + 'work/', '\\.\\./' + 'shared/', 'shared/(spec|guides)/', 'product-' + 'spec\\.md'].join('|'),
      'g',
    ),
  },
];

/** Citations of the rules document: `product-rules#<anchor>` in code, `product-rules.md#<anchor>` in links. */
const ruleCitation = /product-rules(?:\.md)?#([a-z0-9-]+)/g;

function trackedTextFiles(): string[] {
  const listing = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return listing
    .split('\0')
    .filter((file) => textFile.test(file) && existsSync(path.join(repoRoot, file)))
    .filter((file) => !file.split('/').includes('node_modules'));
}

function problemsIn(text: string): string[] {
  return forbidden.flatMap(({ name, pattern }) =>
    [...text.matchAll(pattern)].map((match) => {
      const line = text.slice(0, match.index).split('\n').length;
      return `${line}: ${name}: ${match[0].replace(/\s+/g, ' ')}`;
    }),
  );
}

/** Anchors a link can reach in the rules document: explicit ids and heading slugs. */
function anchorsOf(markdown: string): { ids: string[]; slugs: Set<string> } {
  const ids = [...markdown.matchAll(/<a id="([^"]+)"><\/a>/g)].map((match) => match[1] ?? '');
  const slugs = new Set(
    [...markdown.matchAll(/^#{1,6} (.+)$/gm)].map((match) =>
      (match[1] ?? '')
        .toLowerCase()
        .replace(/[^a-z0-9 -]/g, '')
        .replaceAll(' ', '-'),
    ),
  );
  return { ids, slugs };
}

describe('the citation detectors', () => {
  it.each([
    ['a spec section', '// Review cleanup (spec \u00a74).', true],
    ['a spec section, capitalised', ' * Spec \u00a79: 15 minutes idle.', true],
    ['a spec section wrapped after "spec"', ' * the site header is hidden here, spec\n * \u00a72), the progress', true],
    ['several spec sections', 'Knowledge-based checks (spec \u00a7\u00a73, 4, 7)', true],
    ['a tracker number', '/** Iss' + 'ue 7: YP_WorkEmail_Sent goes on */', true],
    ['tracker numbers in prose', 'the documents steps (iss' + 'ues 6 and 7) plug in', true],
    ['the product team documents', 'The contract is `../sha' + 'red/spec/product-' + 'spec.md`.', true],
    ['a path on a machine', '// docs: /wo' + 'rk/sha' + 'red/guides/testing.md', true],
    ['a rule of this repository', '// Review cleanup (product-rules#review-cleanup).', false],
    ['a decision record', '// Bank linking (decision 011).', false],
    ['another standard', '/** PNG specification \u00a711.3.4 */', false],
    ["another project's tracker", '// npm/cli#9846', false],
  ])('%s', (_name, line, flagged) => {
    expect(problemsIn(line).length > 0).toBe(flagged);
  });
});

describe('comments and docs cite what is in the repository', () => {
  const files = trackedTextFiles();
  const rules = readFileSync(path.join(repoRoot, rulesDoc), 'utf8');
  const { ids, slugs } = anchorsOf(rules);

  it('finds the files to check', () => {
    expect(files).toContain(rulesDoc);
    expect(files.length).toBeGreaterThan(100);
  });

  it('cites no spec section, tracker number or path outside the repository', () => {
    const problems = files.flatMap((file) =>
      problemsIn(readFileSync(path.join(repoRoot, file), 'utf8')).map((problem) => `${file}:${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it('gives every rule area one anchor', () => {
    expect(ids.length).toBeGreaterThan(40);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('cites only anchors docs/product-rules.md has', () => {
    const known = new Set(ids);
    const missing = files.flatMap((file) =>
      [...readFileSync(path.join(repoRoot, file), 'utf8').matchAll(ruleCitation)]
        .map((match) => match[1] ?? '')
        .filter((anchor) => !known.has(anchor))
        .map((anchor) => `${file}: product-rules#${anchor}`),
    );
    expect(missing).toEqual([]);
  });

  it('links only to anchors inside docs/product-rules.md from the document itself', () => {
    const links = [...rules.matchAll(/\]\(#([a-z0-9-]+)\)/g)].map((match) => match[1] ?? '');
    expect(links.filter((anchor) => !ids.includes(anchor) && !slugs.has(anchor))).toEqual([]);
  });

  it('has Markdown links that stay inside the repository', () => {
    const outside = files
      .filter((file) => file.endsWith('.md'))
      .flatMap((file) =>
        [...readFileSync(path.join(repoRoot, file), 'utf8').matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
          .map((match) => match[1] ?? '')
          // Site paths (/blog/…) and other schemes are not files.
          .filter((target) => !/^([a-z]+:|\/)/i.test(target))
          .filter((target) => {
            const resolved = path.resolve(repoRoot, path.dirname(file), target);
            return path.relative(repoRoot, resolved).startsWith('..');
          })
          .map((target) => `${file}: ${target}`),
      );
    expect(outside).toEqual([]);
  });
});
