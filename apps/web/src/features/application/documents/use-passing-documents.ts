import { useQueries } from '@tanstack/react-query';
import type { DocumentType } from '@waypoint/domain/application/documents/document-types';
import { filePasses, getApplicationFiles } from '../api/application-files';
import { filesKey } from './use-document-files';

/**
 * Which of `types` have a current file that passes every check (product-rules#document-check).
 * A type in `since` counts only a file uploaded at or after that instant: an answer it rested on changed.
 */
export function usePassingDocuments(
  applicationId: number,
  types: readonly DocumentType[],
  since: Partial<Record<DocumentType, string>> = {},
) {
  const lists = useQueries({
    queries: types.map((fileType) => ({
      queryKey: filesKey(applicationId, fileType),
      queryFn: () => getApplicationFiles(applicationId, fileType),
    })),
  });
  const missing = types.filter((type, index) => {
    const current = lists[index]?.data?.[0];
    const after = since[type];
    return !current || !filePasses(current) || (after !== undefined && current.uploadedAt < after);
  });
  return { missing, loading: lists.some((list) => list.isPending) };
}
