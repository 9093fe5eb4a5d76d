import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { DocumentType } from '@waypoint/domain/application/documents/document-types';
import { getApplicationFiles, removeFile, uploadApplicationFile, type ApplicationFile } from '../api/application-files';
import { applicationCacheKey } from '../state/use-application-draft';

export const filesKey = (applicationId: number, fileType: DocumentType) =>
  ['application', 'files', applicationId, fileType] as const;

export type UploadState =
  | { state: 'idle' }
  | { state: 'uploading'; progress: number; fileName: string }
  | { state: 'failed'; message: string; file: File };

/**
 * One document type's files (product-rules#file-refresh): the list is refreshed
 * after an upload or a removal; a removal drops the file from the list at
 * once and puts the old list back if the server refuses.
 */
export function useDocumentFiles(applicationId: number, fileType: DocumentType, onUploaded?: () => void) {
  const queryClient = useQueryClient();
  const key = filesKey(applicationId, fileType);
  const files = useQuery({ queryKey: key, queryFn: () => getApplicationFiles(applicationId, fileType) });
  const [upload, setUpload] = useState<UploadState>({ state: 'idle' });

  // The server updates the draft's upload flags; the wizard's copy must follow.
  const refreshDraft = () => queryClient.invalidateQueries({ queryKey: applicationCacheKey });

  const send = async (file: File) => {
    setUpload({ state: 'uploading', progress: 0, fileName: file.name });
    try {
      const stored = await uploadApplicationFile(applicationId, fileType, file, (progress) =>
        setUpload({ state: 'uploading', progress, fileName: file.name }),
      );
      queryClient.setQueryData<ApplicationFile[]>(key, (list = []) => [
        stored,
        ...list.filter((item) => item.id !== stored.id),
      ]);
      setUpload({ state: 'idle' });
      onUploaded?.();
      await Promise.all([queryClient.invalidateQueries({ queryKey: key }), refreshDraft()]);
    } catch (error) {
      setUpload({ state: 'failed', message: error instanceof Error ? error.message : String(error), file });
    }
  };

  const remove = useMutation({
    mutationFn: (fileId: number) => removeFile(fileId, applicationId),
    onMutate: async (fileId) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ApplicationFile[]>(key);
      queryClient.setQueryData<ApplicationFile[]>(key, (list = []) => list.filter((item) => item.id !== fileId));
      return { before };
    },
    onError: (_error, _fileId, context) => {
      queryClient.setQueryData(key, context?.before);
    },
    onSuccess: (removed, _fileId, context) => {
      if (!removed) queryClient.setQueryData(key, context.before);
    },
    onSettled: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: key }), refreshDraft()]);
    },
  });

  return {
    files: files.data ?? [],
    loading: files.isPending,
    loadFailed: files.isError,
    upload,
    send: (file: File) => void send(file),
    retry: () => {
      if (upload.state === 'failed') void send(upload.file);
    },
    remove: (fileId: number) => remove.mutate(fileId),
    removeFailed: remove.isError || (remove.isSuccess && !remove.data),
  };
}
