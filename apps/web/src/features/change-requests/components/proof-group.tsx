import { useId } from 'react';
import {
  changeRequestFileTypeLabels,
  type ChangeRequestFileType,
} from '@waypoint/domain/change-requests/change-request-kinds';
import { FormAlert } from '../../../components/form/form-alert';
import type { ChangeRequestFile } from '../api/change-requests-api';
import type { FileGroupState } from '../api/file-group-refresh';

const accept = 'image/jpeg,image/png,image/heic,image/heif,.heic,.heif,application/pdf';

/** What each group asks for, so the applicant knows which paper to photograph. */
export const proofDescriptions: Record<ChangeRequestFileType, string> = {
  proofOfName: 'A marriage certificate, a court order or a new passport or ID that shows your new name.',
  proofOfAddress: 'A utility bill, bank statement or lease from the last 3 months, with your name and the new address.',
  proofOfSCRA: 'Your orders or a letter from your commanding officer showing when active duty began.',
};

/** The id the submit's error summary links to. */
export const proofGroupId = (group: ChangeRequestFileType) => `change-request-${group}`;

/** "Unknown type" stands in for a type the web does not know (product-rules#change-request-validation: it reads as null). */
export function fileTypeLabel(fileType: ChangeRequestFileType | null): string {
  return fileType ? changeRequestFileTypeLabels[fileType] : 'Unknown type';
}

export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

export interface ProofGroupProps {
  group: ChangeRequestFileType;
  /** Undefined until the request's files have loaded. */
  files: readonly ChangeRequestFile[] | undefined;
  state: FileGroupState;
  /** Why the submit was refused for this group (no file yet, or the server's words). */
  error?: string | undefined;
  onUpload(file: File): void;
  onRemove(fileId: number): void;
}

/**
 * One group of supporting documents of a pending request: its files (name,
 * type, size, Remove), a file picker, and the group's own busy state and
 * problems, so an upload to one group never blocks another.
 */
export function ProofGroup({ group, files, state, error, onUpload, onRemove }: ProofGroupProps) {
  const id = useId();
  const title = changeRequestFileTypeLabels[group];
  return (
    <section
      id={proofGroupId(group)}
      tabIndex={-1}
      className={`proof-group${error ? ' proof-group--error' : ''}`}
      aria-labelledby={`${id}-title`}
      aria-busy={state.refreshing || undefined}
      data-refreshing={state.refreshing ? 'true' : 'false'}
    >
      <h4 id={`${id}-title`} className="proof-group__title">
        {title}
      </h4>
      <p className="field__hint">{proofDescriptions[group]}</p>
      {error ? (
        <p className="field__error">
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      ) : null}
      {files === undefined ? null : files.length === 0 ? (
        <p className="proof-group__empty">No file added yet.</p>
      ) : (
        <ul className="proof-group__files" aria-label={`Files for ${title.toLowerCase()}`}>
          {files.map((file) => (
            <li key={file.id} className="proof-group__file">
              <span className="proof-group__file-name">{file.fileName}</span>
              <span className="proof-group__file-meta">
                {fileTypeLabel(file.fileType)} · {fileSize(file.byteSize)}
              </span>
              <button
                type="button"
                className="button button--secondary proof-group__remove"
                onClick={() => onRemove(file.id)}
              >
                Remove<span className="visually-hidden"> {file.fileName}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div aria-live="polite">
        {state.refreshing ? (
          <p className="proof-group__busy">
            <span className="proof-group__spinner" aria-hidden="true" />
            Updating {title.toLowerCase()}…
          </p>
        ) : null}
        {state.problem ? <FormAlert>{state.problem}</FormAlert> : null}
      </div>
      <label
        className={`button button--secondary proof-group__pick${state.refreshing ? ' proof-group__pick--busy' : ''}`}
      >
        Add a file<span className="visually-hidden"> to {title.toLowerCase()}</span>
        <input
          type="file"
          accept={accept}
          className="visually-hidden"
          disabled={state.refreshing}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onUpload(file);
          }}
        />
      </label>
      <p className="field__hint">JPEG, PNG, HEIC or PDF.</p>
    </section>
  );
}
