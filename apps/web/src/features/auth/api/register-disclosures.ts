import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { z } from 'zod';
import { disclosureDocuments, type DisclosureType } from '@waypoint/domain/disclosures/disclosure-documents';
import { disclosureVersionOrDefault } from '@waypoint/domain/disclosures/review-disclosures';
import { httpRequest } from '../../../lib/api-client';

/** product-rules#plain-http: the eight disclosures with their current versions. */
export const registerDisclosuresPath = '/user/register/disclosures';

// The answer is read as untrusted: a version is a short token, a title short text, at most a few dozen documents.
// A document without a version is at v1 (product-rules#review-disclosures).
const servedDocumentSchema = z.object({
  type: z.string().max(64),
  version: z.union([z.string().regex(/^v\d{1,4}$/), z.literal('')]).nullish(),
  title: z.string().min(1).max(200),
  shareURL: z.string().max(2048),
});
const responseSchema = z.object({ documents: z.array(servedDocumentSchema).max(50) });

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

const registerDisclosuresKey = ['register-disclosures'] as const;
const queryOptions = {
  queryKey: registerDisclosuresKey,
  queryFn: getRegisterDisclosures,
  // The server caches the list for five minutes; a sign-up needs it once.
  staleTime: 5 * 60_000,
  retry: 1,
} as const;

/**
 * The disclosure sign-up shows and records (the E-SIGN consent), as the
 * server lists it. `resolve` gives the version to send with the account: the
 * server's, waiting for the list if it is still on its way, or the
 * catalogue's when the call failed. Until the list arrives the page shows the
 * catalogue's entry, the same build's text, so the form is never held up.
 */
export function useRegisterDisclosure(type: DisclosureType) {
  const queryClient = useQueryClient();
  const { data } = useQuery(queryOptions);
  const shown = data?.[type] ?? catalogueDisclosure(type);
  const resolve = useCallback(async (): Promise<ShownDisclosure> => {
    try {
      return (await queryClient.ensureQueryData(queryOptions))[type] ?? catalogueDisclosure(type);
    } catch {
      return catalogueDisclosure(type);
    }
  }, [queryClient, type]);
  return { shown, resolve };
}
