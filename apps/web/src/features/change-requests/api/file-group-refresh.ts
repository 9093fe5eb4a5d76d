import {
  changeRequestFileTypes,
  type ChangeRequestFileType,
} from '@waypoint/domain/change-requests/change-request-kinds';

/**
 * The file refresh (product-rules#file-refresh), per document group: the refresh flag is set when an
 * upload or a reload of the group's list starts and cleared when it succeeds
 * or fails; a failure leaves the server's words beside that group only.
 */
export interface FileGroupState {
  refreshing: boolean;
  /** Why the last upload, reload or removal of the group failed; null when it did not. */
  problem: string | null;
}

export type FileGroupsState = Record<ChangeRequestFileType, FileGroupState>;

export type FileGroupEvent =
  | { type: 'start'; group: ChangeRequestFileType }
  | { type: 'succeed'; group: ChangeRequestFileType }
  | { type: 'fail'; group: ChangeRequestFileType; problem: string };

const quietGroup: FileGroupState = { refreshing: false, problem: null };

export const initialFileGroups: FileGroupsState = Object.fromEntries(
  changeRequestFileTypes.map((group) => [group, quietGroup]),
) as FileGroupsState;

export function fileGroupsReducer(state: FileGroupsState, event: FileGroupEvent): FileGroupsState {
  switch (event.type) {
    case 'start':
      return { ...state, [event.group]: { refreshing: true, problem: null } };
    case 'succeed':
      return { ...state, [event.group]: { refreshing: false, problem: null } };
    case 'fail':
      return { ...state, [event.group]: { refreshing: false, problem: event.problem } };
  }
}
