import { useQueries } from '@tanstack/react-query';
import type { DocumentType } from '@waypoint/domain/application/documents/document-types';
import { filePasses, getApplicationFiles } from '../api/application-files';
import { filesKey } from './use-document-files';

/** Which of `types` have a current file that passes every check (product-rules#document-check). */
export function usePassingDocuments(applicationId: number, types: readonly DocumentType[]) {
  const lists = useQueries({
    queries: types.map((fileType) => ({
      queryKey: filesKey(applicationId, fileType),
      queryFn: () => getApplicationFiles(applicationId, fileType),
    })),
  });
  const missing = types.filter((_type, index) => {
    const current = lists[index]?.data?.[0];
    return !current || !filePasses(current);
  });
  return { missing, loading: lists.some((list) => list.isPending) };
}
