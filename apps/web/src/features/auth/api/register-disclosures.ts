import { useCallback, useEffect, useRef, useState } from 'react';
import { disclosureDocuments, type DisclosureType } from '@waypoint/domain/disclosures/disclosure-documents';
import { disclosureVersionOrDefault } from '@waypoint/domain/disclosures/review-disclosures';
import { checkedBy, httpRequest } from '../../../lib/api-client';

/** product-rules#plain-http: the eight disclosures with their current versions. */
export const registerDisclosuresPath = '/user/register/disclosures';

interface ServedDocument {
  type: string;
  version?: string | null | undefined;
  title: string;
  shareURL: string;
}

const isText = (value: unknown, min: number, max: number): value is string =>
  typeof value === 'string' && value.length >= min && value.length <= max;

// The answer is read as untrusted: a version is a short token, a title short text, at most a few dozen documents.
// A document without a version is at v1 (product-rules#review-disclosures).
function isServedDocument(value: unknown): value is ServedDocument {
  if (typeof value !== 'object' || value === null) return false;
  const { type, version, title, shareURL } = value as Record<string, unknown>;
  const versionOk =
    version === undefined ||
    version === null ||
    version === '' ||
    (typeof version === 'string' && /^v\d{1,4}$/.test(version));
  return isText(type, 0, 64) && versionOk && isText(title, 1, 200) && isText(shareURL, 0, 2048);
}

// Checked by hand, not by a schema: sign-up asks for the list as it loads (decision 091).
const responseSchema = checkedBy((body): body is { documents: ServedDocument[] } => {
  const documents = typeof body === 'object' && body !== null ? (body as { documents?: unknown }).documents : undefined;
  return Array.isArray(documents) && documents.length <= 50 && documents.every(isServedDocument);
}, 'the list of disclosures');

/** A disclosure as sign-up shows it: the version accepted, its title, and where on this site it reads. */
export interface ShownDisclosure {
  version: string;
  title: string;
  path: string;
}

export type ServedDisclosures = Partial<Record<DisclosureType, ShownDisclosure>>;

/** Only the address's path is kept: the link must stay on this site whatever the answer said. */
function sitePathOf(shareURL: string): string | null {
  if (!URL.canParse(shareURL, 'https://site.invalid')) return null;
  const { pathname } = new URL(shareURL, 'https://site.invalid');
  return pathname.startsWith('/') && !pathname.startsWith('//') ? pathname : null;
}

function isDisclosureType(type: string): type is DisclosureType {
  return Object.hasOwn(disclosureDocuments, type);
}

export async function getRegisterDisclosures(): Promise<ServedDisclosures> {
  const { documents } = await httpRequest(registerDisclosuresPath, { method: 'GET' }, responseSchema);
  const served: ServedDisclosures = {};
  for (const document of documents) {
    const path = sitePathOf(document.shareURL);
    if (isDisclosureType(document.type) && path) {
      served[document.type] = { version: disclosureVersionOrDefault(document.version), title: document.title, path };
    }
  }
  return served;
}

/** The domain's catalogue: this build's versions, used only when the server's list cannot be had. */
export function catalogueDisclosure(type: DisclosureType): ShownDisclosure {
  const { version, title, path } = disclosureDocuments[type];
  return { version, title, path };
}

/**
 * The disclosure sign-up shows and records (the E-SIGN consent), as the
 * server lists it. `resolve` gives the version to send with the account: the
 * server's, waiting for the list if it is still on its way, or the
 * catalogue's when the call failed. Until the list arrives the page shows the
 * catalogue's entry, the same build's text, so the form is never held up.
 * The list is asked for once per form (a failed call once more, as it is needed), without a query
 * client: sign-up loads none (decision 091).
 */
export function useRegisterDisclosure(type: DisclosureType) {
  const list = useRef<Promise<ServedDisclosures> | null>(null);
  const [served, setServed] = useState<ServedDisclosures | null>(null);
  const readList = useCallback(() => {
    list.current ??= getRegisterDisclosures().catch((error: unknown) => {
      list.current = null;
      throw error;
    });
    return list.current;
  }, []);

  useEffect(() => {
    let active = true;
    readList()
      .then((read) => {
        if (active) setServed(read);
      })
      // The catalogue's entry stays on screen; `resolve` asks again.
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [readList]);

  const shown = served?.[type] ?? catalogueDisclosure(type);
  const resolve = useCallback(async (): Promise<ShownDisclosure> => {
    try {
      return (await readList())[type] ?? catalogueDisclosure(type);
    } catch {
      return catalogueDisclosure(type);
    }
  }, [readList, type]);
  return { shown, resolve };
}
