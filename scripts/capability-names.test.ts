import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  capabilities,
  otherFolders,
  retiredNames,
  sideFolders,
  spellingKey,
  type NamedFolder,
  type Side,
} from './capability-names.js';

// docs/decisions/064-capability-names.md: one name per capability on every side, and
// scripts/capability-names.ts is the only list of them.

const repoRoot = path.resolve(import.meta.dirname, '..');
const sides = Object.keys(sideFolders) as Side[];
const listed: Record<string, NamedFolder> = { ...capabilities, ...otherFolders };
const listFile = 'scripts/capability-names.ts';

function foldersOf(side: Side): string[] {
  return readdirSync(path.join(repoRoot, sideFolders[side]), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** Why a folder's name is wrong, with the listed name it should probably have. */
function problemWith(side: Side, folder: string): string | undefined {
  const where = `${sideFolders[side]}/${folder}`;
  const entry = listed[folder];
  if (entry) {
    return entry.sides.includes(side)
      ? undefined
      : `${where}: add '${side}' to the sides of '${folder}' in ${listFile}`;
  }
  const retiredFor = retiredNames[folder];
  if (retiredFor) return `${where}: '${folder}' was retired, the capability is '${retiredFor}'`;
  const lookalike = Object.keys(listed).find((name) => spellingKey(name) === spellingKey(folder));
  if (lookalike) return `${where}: spelled '${folder}', the list spells it '${lookalike}'`;
  return `${where}: '${folder}' is not in ${listFile}; use a listed name or add the capability there`;
}

describe('capability folder names', () => {
  it.each(sides)('every folder of %s is a listed name', (side) => {
    const problems = foldersOf(side).flatMap((folder) => problemWith(side, folder) ?? []);
    expect(problems).toEqual([]);
  });

  it('every side the list names has that folder, so the list stays true', () => {
    const present = new Map(sides.map((side) => [side, new Set(foldersOf(side))]));
    const missing = Object.entries(listed).flatMap(([name, entry]) =>
      entry.sides.filter((side) => !present.get(side)?.has(name)).map((side) => `${sideFolders[side]}/${name}`),
    );
    expect(missing).toEqual([]);
  });
});

describe('the list of names', () => {
  it('spells each capability one way', () => {
    const byKey = new Map<string, string[]>();
    for (const name of Object.keys(listed))
      byKey.set(spellingKey(name), [...(byKey.get(spellingKey(name)) ?? []), name]);
    const twoWays = [...byKey.values()].filter((names) => names.length > 1);
    expect(twoWays).toEqual([]);
  });

  it('lists no retired name, and retires each one for a listed capability', () => {
    const retiredButListed = Object.keys(retiredNames).filter((name) => name in listed);
    const replacedByUnlisted = Object.values(retiredNames).filter((name) => !(name in capabilities));
    expect({ retiredButListed, replacedByUnlisted }).toEqual({ retiredButListed: [], replacedByUnlisted: [] });
  });

  it('has kebab-case names, each with a meaning and at least one side', () => {
    const bad = Object.entries(listed)
      .filter(
        ([name, entry]) => !/^[a-z]+(-[a-z]+)*$/.test(name) || entry.meaning.trim() === '' || entry.sides.length === 0,
      )
      .map(([name]) => name);
    expect(bad).toEqual([]);
  });
});
