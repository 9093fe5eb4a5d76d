import { readFileSync } from 'node:fs';
import { z } from 'zod';
import {
  defaultFlagDefinitions,
  flagDefinitionProblems,
  type FlagDefinition,
} from '@waypoint/domain/flags/feature-flags';
import type { Db } from '../../db/database.js';
import { storedFlagRows } from './flags-repository.js';

const flagValue = z.union([z.string(), z.boolean(), z.number()]);
const definitionSchema = z
  .strictObject({
    key: z.string(),
    description: z.string().default(''),
    variants: z.record(z.string(), flagValue),
    defaultVariant: z.string(),
    enabled: z.boolean().default(true),
    allocation: z.array(z.strictObject({ variant: z.string(), percent: z.number() })).optional(),
  })
  .transform((definition, context) => {
    for (const problem of flagDefinitionProblems(definition)) context.addIssue({ code: 'custom', message: problem });
    return definition as FlagDefinition;
  });

export class FlagFileError extends Error {
  override name = 'FlagFileError';
}

/** FEATURE_FLAGS_FILE: a JSON array of definitions. A broken file stops the start, naming the file and the problem. */
export function readFlagFile(file: string): FlagDefinition[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new FlagFileError(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const result = z.array(definitionSchema).safeParse(parsed);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.') || 'file'}: ${issue.message}`);
    throw new FlagFileError(`${file}: ${problems.join('; ')}`);
  }
  return result.data;
}

/**
 * The definitions in force: the product's defaults, then the flag file, then
 * the database, each overriding the one before by key. A database row that
 * does not make a valid definition is skipped and reported, never served.
 */
export async function loadFlagDefinitions(
  db: Db,
  fileDefinitions: readonly FlagDefinition[],
  onInvalidRow: (key: string, problems: string) => void,
): Promise<Map<string, FlagDefinition>> {
  const byKey = new Map(defaultFlagDefinitions.map((definition) => [definition.key, definition]));
  for (const definition of fileDefinitions) byKey.set(definition.key, definition);
  for (const row of await storedFlagRows(db)) {
    const result = definitionSchema.safeParse({ key: row.key, ...(row.definition as object) });
    if (result.success) byKey.set(row.key, result.data);
    else onInvalidRow(row.key, result.error.issues.map((issue) => issue.message).join('; '));
  }
  return byKey;
}
