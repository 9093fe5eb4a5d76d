import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { disclosureDocuments, disclosureTypes } from '@waypoint/domain/disclosures/disclosure-documents';
import { matchSitePath } from '@waypoint/domain/site/paths/match-site-path';
import { legalDocumentFileName, legalDocuments, legalDocumentTypes, type LegalDocumentType } from './legal-documents';
import { parseLegalDocument } from './parse-legal-document';

// Read from disk, not through Vite's glob, so this checks the files themselves.
const contentDirectory = new URL('../../../../../content/disclosures/', import.meta.url);
const readDocument = (type: LegalDocumentType) => {
  const fileName = legalDocumentFileName(type);
  return parseLegalDocument(readFileSync(new URL(fileName, contentDirectory), 'utf8'), fileName);
};

// A markdown link's target: [text](target) or [text](target "title").
const linkTargets = (markdown: string) =>
  [...markdown.matchAll(/\]\(([^)\s]+)[^)]*\)/g)].map((match) => match[1] ?? '');
const placeholder = /lorem\s+ipsum|coming\s+soon|\bTODO\b|\bTBD\b|\[insert|\bXXX\b/i;

describe('legal document content files', () => {
  it.each(disclosureTypes)('%s has a file whose type, version and title match the domain catalogue', (type) => {
    const document = readDocument(type);
    expect(document.type).toBe(type);
    expect(document.version).toBe(disclosureDocuments[type].version);
    expect(document.title).toBe(disclosureDocuments[type].title);
  });

  it('has the rewards terms at the version its path names', () => {
    expect(readDocument('REWARDS_TERMS')).toMatchObject({
      type: 'REWARDS_TERMS',
      version: legalDocuments.REWARDS_TERMS.version,
      title: legalDocuments.REWARDS_TERMS.title,
    });
  });

  it('holds no file that is not a catalogued document', () => {
    const expected = legalDocumentTypes.map(legalDocumentFileName).sort();
    expect(readdirSync(contentDirectory).sort()).toEqual(expected);
  });

  describe.each(legalDocumentTypes)('%s', (type) => {
    const { body, summary } = readDocument(type);

    it('is a full document, not a stub or a draft', () => {
      expect(body.split(/\s+/).filter(Boolean).length).toBeGreaterThan(300);
      expect(`${summary}\n${body}`).not.toMatch(placeholder);
    });

    it('links only to pages of this site, secure sites, e-mail addresses and phone numbers', () => {
      for (const target of linkTargets(body)) {
        if (target.startsWith('/')) {
          expect(matchSitePath(target.split(/[?#]/)[0] ?? ''), `${target} is not a site page`).not.toBeNull();
          continue;
        }
        expect(target).toMatch(/^(?:https:\/\/|mailto:|tel:)/);
      }
    });
  });
});
