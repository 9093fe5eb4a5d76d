import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useReducer } from 'react';
import type { ChangeRequestFileType } from '@waypoint/domain/change-requests/change-request-kinds';
import { ApiError, NetworkError } from '../../../lib/api-errors';
import {
  getChangeRequestFiles,
  removeChangeRequestFile,
  uploadChangeRequestFile,
  type ChangeRequestFiles,
} from './change-requests-api';
import { fileGroupsReducer, initialFileGroups } from './file-group-refresh';
import { filesKey } from './use-change-requests';

export const fileProblemTexts = {
  connection: 'We could not reach Waypoint. Check your internet connection, then try again.',
  server: 'Something went wrong on our side. Please try again in a moment.',
  removeRefused: (fileName: string) =>
    `We could not remove ${fileName}. It is still on your request; please try again.`,
} as const;

/** An upload's or a reload's failure in the applicant's words: the server's own words when it refused the file. */
export function fileProblemText(error: unknown): string {
  if (error instanceof NetworkError) return fileProblemTexts.connection;
  if (error instanceof ApiError && error.status < 500) return error.message;
  return fileProblemTexts.server;
}

/**
 * A pending request's files in their three groups (product-rules#file-refresh):
 * each group has its own refresh flag, set while an upload to it or a reload
 * of its list runs. A removal drops the file from the list at once; when the
 * server refuses it (false or an error) the group's old list comes back with
 * the reason.
 */
export function useChangeRequestFiles(uuid: string, changeRequestId: number) {
  const client = useQueryClient();
  const key = filesKey(changeRequestId);
  const files = useQuery({ queryKey: key, queryFn: () => getChangeRequestFiles(uuid, changeRequestId) });
  const [groups, dispatch] = useReducer(fileGroupsReducer, initialFileGroups);

  const reloadList = async () => {
    const answer = await client.fetchQuery({
      queryKey: key,
      queryFn: () => getChangeRequestFiles(uuid, changeRequestId),
      staleTime: 0,
    });
    return answer;
  };

  const reload = async (group: ChangeRequestFileType) => {
    dispatch({ type: 'start', group });
    try {
      await reloadList();
      dispatch({ type: 'succeed', group });
    } catch (error) {
      dispatch({ type: 'fail', group, problem: fileProblemText(error) });
    }
  };

  const upload = async (group: ChangeRequestFileType, file: File) => {
    dispatch({ type: 'start', group });
    try {
      await uploadChangeRequestFile(changeRequestId, group, file);
      await reloadList();
      dispatch({ type: 'succeed', group });
    } catch (error) {
      dispatch({ type: 'fail', group, problem: fileProblemText(error) });
    }
  };

  const remove = async (group: ChangeRequestFileType, fileId: number) => {
    const before = client.getQueryData<ChangeRequestFiles>(key);
    const removed = before?.[group].find((file) => file.id === fileId);
    if (!before || !removed) return;
    const setGroup = (list: ChangeRequestFiles[ChangeRequestFileType]) =>
      client.setQueryData<ChangeRequestFiles>(key, (current) => (current ? { ...current, [group]: list } : current));
    setGroup(before[group].filter((file) => file.id !== fileId));
    const refused = await removeChangeRequestFile(fileId).then(
      (done) => (done ? null : fileProblemTexts.removeRefused(removed.fileName)),
      (error: unknown) =>
        error instanceof ApiError && error.status < 500
          ? `${fileProblemTexts.removeRefused(removed.fileName)} ${error.message}`
          : fileProblemTexts.removeRefused(removed.fileName),
    );
    if (refused) {
      setGroup(before[group]);
      dispatch({ type: 'fail', group, problem: refused });
      return;
    }
    await reload(group);
  };

  return {
    files: files.data,
    loadFailed: files.isError,
    groups,
    upload: (group: ChangeRequestFileType, file: File) => void upload(group, file),
    remove: (group: ChangeRequestFileType, fileId: number) => void remove(group, fileId),
    reload: (group: ChangeRequestFileType) => void reload(group),
  };
}
