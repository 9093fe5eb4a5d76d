import { useId, useState, type DragEvent } from 'react';
import type { DocumentType } from '@waypoint/domain/application/document-types';
import { FormAlert } from '../../../components/form/form-alert';
import { filePasses, type ApplicationFile } from '../api/application-files';
import { useDocumentFiles } from './use-document-files';
import { titleInSentence } from './document-copy';
import './documents.css';

const accept = 'image/jpeg,image/png,image/heic,image/heif,.heic,.heif,application/pdf';

export interface DocumentUploaderProps {
  applicationId: number;
  fileType: DocumentType;
  title: string;
  description: string;
  /** Shown next to the error summary entry when Continue finds this document missing. */
  error?: string | undefined;
}

/**
 * One document to upload: drag and drop, a file picker, or the camera on a
 * phone; progress while it goes; then the check's result in plain words, and
 * Remove. The newest upload is the one that counts; earlier ones are kept.
 */
export function DocumentUploader({ applicationId, fileType, title, description, error }: DocumentUploaderProps) {
  const id = useId();
  const documents = useDocumentFiles(applicationId, fileType);
  const [dragging, setDragging] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  const current = documents.files[0];
  const busy = documents.upload.state === 'uploading';

  const choose = (file: File | undefined) => {
    if (!file || busy) return;
    if (preview) URL.revokeObjectURL(preview);
    setPreview(file.type === 'image/jpeg' || file.type === 'image/png' ? URL.createObjectURL(file) : null);
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
        <CurrentFile
          key={preview ?? 'no-preview'}
          file={current}
          preview={preview}
          onRemove={() => documents.remove(current.id)}
        />
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

function CurrentFile({ file, preview, onRemove }: { file: ApplicationFile; preview: string | null; onRemove(): void }) {
  const [unreadable, setUnreadable] = useState(false);
  const passes = filePasses(file);
  return (
    <div className={`uploader__file uploader__file--${passes ? 'ok' : 'problem'}`}>
      {preview && !unreadable ? (
        // A file the browser cannot draw (a damaged photo) shows the plain icon, not a broken image.
        <img src={preview} alt="" className="uploader__preview" onError={() => setUnreadable(true)} />
      ) : (
        <span className="uploader__icon" aria-hidden="true" />
      )}
      <div className="uploader__file-text">
        <p className="uploader__file-name">
          <a href={`/api/v1/files/${file.id}`}>{file.fileName}</a>
          <span className="uploader__version"> (version {file.version})</span>
        </p>
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
      <button type="button" className="button button--secondary uploader__remove" onClick={onRemove}>
        Remove<span className="visually-hidden"> {file.fileName}</span>
      </button>
    </div>
  );
}
