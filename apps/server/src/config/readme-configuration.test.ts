import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configVariableNames } from './config.js';

// The README's configuration table is where operators look for settings; it
// must name every variable the server reads, and none it no longer reads.

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const serverSource = path.join(repoRoot, 'apps/server/src');

/** The variables in the first column of the table under "## Configuration". */
function readmeVariables(readme: string): string[] {
  const section = readme.split(/^## /m).find((part) => part.startsWith('Configuration'));
  if (section === undefined) throw new Error('README.md has no "## Configuration" section');
  return [...section.matchAll(/^\| `([A-Z][A-Z0-9_]*)`\s*\|/gm)].map((match) => match[1] ?? '');
}

/** `process.env.NAME` reads in the server's running code (tests and test kits aside). */
function environmentReads(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter(
      (file) => !file.includes(`${path.sep}testing${path.sep}`) && !file.includes(`${path.sep}generated${path.sep}`),
    )
    .flatMap((file) => [
      ...readFileSync(file, 'utf8').matchAll(/process\.env(?:\.([A-Z][A-Z0-9_]*)|\[['"]([A-Z0-9_]+)['"]\])/g),
    ])
    .map((match) => match[1] ?? match[2] ?? '');
}

describe("the README's configuration table", () => {
  const listed = readmeVariables(readFileSync(path.join(repoRoot, 'README.md'), 'utf8'));

  it('reads the table', () => {
    expect(listed).toContain('PORT');
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('lists every variable the config reads, and only those', () => {
    expect([...listed].sort()).toEqual([...configVariableNames].sort());
  });

  it('is the only place the server reads the environment', () => {
    expect(environmentReads(serverSource).filter((name) => !configVariableNames.includes(name))).toEqual([]);
  });
});
