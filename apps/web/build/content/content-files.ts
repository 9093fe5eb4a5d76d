import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { FrontMatterError, parseFrontMatter } from '../../src/lib/content/front-matter';

export interface ContentFile<Attributes> {
  /** The file name without `.md`: a page's slug. */
  slug: string;
  file: string;
  attributes: Attributes;
  body: string;
}

export class ContentError extends Error {
  override name = 'ContentError';
}

/** Every `.md` file of a folder, in name order, its front matter checked against `schema`. */
export function readContentFolder<Schema extends z.ZodType<Record<string, unknown>>>(
  folder: string,
  schema: Schema,
): ContentFile<z.output<Schema>>[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => readContentFile(path.join(folder, name), schema));
}

export function readContentFile<Schema extends z.ZodType<Record<string, unknown>>>(
  file: string,
  schema: Schema,
): ContentFile<z.output<Schema>> {
  const { attributes, body } = frontMatterOf(file);
  const parsed = schema.safeParse(attributes);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'front matter'}: ${issue.message}`);
    throw new ContentError(`${file}: ${problems.join('; ')}`);
  }
  return { slug: path.basename(file, '.md'), file, attributes: parsed.data, body };
}

/** The front matter's own errors know the line but not the file; a build that fails must say which file. */
function frontMatterOf(file: string) {
  try {
    return parseFrontMatter(readFileSync(file, 'utf8'));
  } catch (error) {
    if (error instanceof FrontMatterError) throw new ContentError(`${file}: ${error.message}`, { cause: error });
    throw error;
  }
}

const text = z.string().trim().min(1);
// Search engines cut descriptions at about 160 characters; a short one says too little.
const description = z.string().trim().min(50).max(200);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD');

export const pageAttributes = z.object({
  title: text,
  description,
  heading: text.optional(),
  lede: text.optional(),
});

export const faqAttributes = z.object({
  title: text,
  description,
  order: z.coerce.number().int().min(0).optional(),
});

export const postAttributes = z.object({
  title: text,
  description,
  date: isoDate,
  author: text,
  category: text,
});

export const articleAttributes = z.object({ title: text, description, updated: isoDate });

export const positionAttributes = z.object({
  title: text,
  description,
  team: text,
  location: text,
  employmentType: text,
});

export const footerAttributes = z.object({ title: text }).catchall(z.string());

/** Reading time at a steady 200 words a minute, never less than one. */
export function readingMinutes(markdown: string): number {
  const words = markdown.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / 200));
}
