import { z } from 'zod';
import { parseFrontMatter } from '../../lib/content/front-matter';
import { legalDocumentTypes, type LegalDocumentType } from './legal-documents';

export interface LegalDocument {
  type: LegalDocumentType;
  /** As in the catalogue, "v6": the version a person's acceptance is recorded against. */
  version: string;
  title: string;
  /** An ISO date, "2026-11-01". */
  effectiveDate: string;
  summary: string;
  /** Markdown. */
  body: string;
}

// Strict, so a misspelt key ("efectiveDate") fails instead of being ignored.
const frontMatterSchema = z.strictObject({
  type: z.enum(legalDocumentTypes),
  version: z.string().regex(/^v[1-9]\d*$/, 'must look like "v1"'),
  title: z.string().min(1),
  effectiveDate: z.iso.date(),
  summary: z.string().min(1),
});

/** Reads one content file; throws with the file's name and every problem in it. */
export function parseLegalDocument(source: string, fileName: string): LegalDocument {
  const { attributes, body } = parseFrontMatter(source);
  const result = frontMatterSchema.safeParse(attributes);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`);
    throw new Error(`${fileName}: invalid front matter. ${problems.join('; ')}`);
  }
  if (body.trim() === '') throw new Error(`${fileName}: the document has no text after its front matter.`);
  return { ...result.data, body };
}
