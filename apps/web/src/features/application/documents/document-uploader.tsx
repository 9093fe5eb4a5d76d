import { useId, useState, type DragEvent } from 'react';
import type { DocumentType } from '@waypoint/domain/application/documents/document-types';
import { FormAlert } from '../../../components/form/form-alert';
import { filePasses, type ApplicationFile } from '../api/application-files';
import { titleInSentence } from './document-copy';
import { useDocumentFiles } from './use-document-files';
import { drawable, useOpenFile, useThumbnailUrl } from './use-file-content';
import './documents.css';

const accept = 'image/jpeg,image/png,image/heic,image/heif,.heic,.heif,application/pdf';

export interface DocumentUploaderProps {
  applicationId: number;
  fileType: DocumentType;
  title: string;
  description: string;
  /** Shown next to the error summary entry when Continue finds this document missing. */
  error?: string | undefined;
  /** False after submit: the application keeps its files, so there is no Remove. */
  removable?: boolean;
  /** Called once an upload is stored (an answer to a request for information changes the application's progress). */
  onUploaded?: () => void;
  /** ISO instant: only a file uploaded since counts as this document's (the answer to a request made then). */
  since?: string;
}

/**
 * One document to upload: drag and drop, a file picker, or the camera on a
 * phone; progress while it goes; then the check's result in plain words, and
 * Remove. The newest upload is the one that counts; earlier ones are kept.
 */
export function DocumentUploader({
  applicationId,
  fileType,
  title,
  description,
  error,
  removable = true,
  onUploaded,
  since,
}: DocumentUploaderProps) {
  const id = useId();
  const documents = useDocumentFiles(applicationId, fileType, onUploaded);
  const [dragging, setDragging] = useState(false);
  const current = documents.files.find((file) => since === undefined || file.uploadedAt >= since);
  const busy = documents.upload.state === 'uploading';

  const choose = (file: File | undefined) => {
    if (!file || busy) return;
    documents.send(file);
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  return (
    <section
      className={`uploader${error ? ' uploader--error' : ''}`}
      aria-labelledby={`${id}-title`}
      id={`document-${fileType}`}
      tabIndex={-1}
    >
      <h2 id={`${id}-title`} className="uploader__title">
        {title}
      </h2>
      <p className="uploader__description">{description}</p>
      {error ? (
        <p className="field__error">
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      ) : null}
      {current ? (
        <CurrentFile key={current.id} file={current} onRemove={removable ? () => documents.remove(current.id) : null} />
      ) : null}
      {documents.removeFailed ? (
        <FormAlert>We could not remove this file. It is still on your application; please try again.</FormAlert>
      ) : null}
      <div
        className={`uploader__drop${dragging ? ' uploader__drop--active' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <p className="uploader__hint">
          {current ? 'Upload a new version' : 'Drop a file here, or'}
          <span className="visually-hidden"> of your {titleInSentence(title)}</span>
        </p>
        <div className="uploader__buttons">
          <label className="button button--secondary uploader__pick">
            Choose a file<span className="visually-hidden"> for your {titleInSentence(title)}</span>
            <input
              type="file"
              accept={accept}
              className="visually-hidden"
              disabled={busy}
              onChange={(event) => {
                choose(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </label>
          <label className="button button--secondary uploader__camera">
            Take a photo<span className="visually-hidden"> of your {titleInSentence(title)}</span>
            <input
              type="file"
              accept="image/*"
              capture="environment"
              className="visually-hidden"
              disabled={busy}
              onChange={(event) => {
                choose(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </label>
        </div>
        <p className="field__hint">JPEG, PNG, HEIC or PDF, up to 10 MB. All four corners visible, no glare.</p>
      </div>
      <div aria-live="polite">
        {documents.upload.state === 'uploading' ? (
          <div className="uploader__progress">
            <label htmlFor={`${id}-progress`}>Uploading {documents.upload.fileName}…</label>
            <progress id={`${id}-progress`} max={1} value={documents.upload.progress} />
          </div>
        ) : null}
        {documents.upload.state === 'failed' ? (
          <FormAlert>
            <p>{documents.upload.message}</p>
            <button type="button" className="button button--secondary" onClick={documents.retry}>
              Try again
            </button>
          </FormAlert>
        ) : null}
      </div>
    </section>
  );
}

function Thumbnail({ file }: { file: ApplicationFile }) {
  const url = useThumbnailUrl(file);
  const [unreadable, setUnreadable] = useState(false);
  // A file the browser cannot draw (HEIC in most browsers, a damaged photo) shows the plain icon, not a broken image.
  if (url && !unreadable) {
    return <img src={url} alt="" className="uploader__preview" onError={() => setUnreadable(true)} />;
  }
  return (
    <span className="uploader__icon" aria-hidden="true">
      {drawable(file) ? '' : 'PDF'}
    </span>
  );
}

function CurrentFile({ file, onRemove }: { file: ApplicationFile; onRemove: (() => void) | null }) {
  const passes = filePasses(file);
  const opener = useOpenFile();
  return (
    <div className={`uploader__file uploader__file--${passes ? 'ok' : 'problem'}`}>
      <Thumbnail file={file} />
      <div className="uploader__file-text">
        <p className="uploader__file-name">
          <button type="button" className="uploader__open" onClick={() => opener.open(file)}>
            {file.fileName}
            <span className="visually-hidden"> (download)</span>
          </button>
          {/* A rejected upload is no new version (the server counts accepted uploads only). */}
          {passes ? <span className="uploader__version"> (version {file.version})</span> : null}
        </p>
        {opener.status.state === 'failed' ? <FormAlert>{opener.status.message}</FormAlert> : null}
        {passes ? (
          <p className="uploader__status">Checked: this document is accepted.</p>
        ) : (
          <ul className="uploader__problems">
            {(file.problems.length > 0
              ? file.problems
              : ['We could not accept this document. Upload another one.']
            ).map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        )}
      </div>
      {onRemove ? (
        <button type="button" className="button button--secondary uploader__remove" onClick={onRemove}>
          Remove<span className="visually-hidden"> {file.fileName}</span>
        </button>
      ) : null}
    </div>
  );
}
