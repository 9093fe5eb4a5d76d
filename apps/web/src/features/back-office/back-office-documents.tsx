import { formatDay } from '../../lib/dates';
import { fetchOpsFile, type OpsDocument } from './api/back-office-applications-api';
import { documentLabel } from './back-office-labels';
import { StaffDocumentViewer } from './staff-document-viewer';

const flags: readonly { key: keyof OpsDocument; label: string; good: boolean }[] = [
  { key: 'isRecognized', label: 'Recognised', good: true },
  { key: 'isValid', label: 'Valid', good: true },
  { key: 'isDocumentExpired', label: 'Expired', good: false },
  { key: 'isDocumentMismatch', label: 'Name mismatch', good: false },
];

/** The application's documents with their check flags; each file is read only when staff open it (decision 071). */
export function OpsDocuments({ documents }: { documents: OpsDocument[] }) {
  if (documents.length === 0) return <p>No documents uploaded.</p>;
  return (
    <ul className="ops-documents">
      {documents.map((document) => (
        <li key={document.id} className="ops-document">
          <h3>
            {documentLabel(document.fileType)} <span className="ops-muted">{document.fileName}</span>
            {document.isCurrent ? null : <span className="ops-badge"> Replaced</span>}
          </h3>
          <p className="ops-muted">
            Uploaded {formatDay(document.uploadedAt)}, version {document.version}
          </p>
          <ul className="ops-flags" aria-label="Document checks">
            {flags.map(({ key, label, good }) => {
              const set = document[key] === true;
              const fine = set === good;
              return (
                <li key={key} className={fine ? 'ops-flag ops-flag--fine' : 'ops-flag ops-flag--problem'}>
                  {label}: {set ? 'yes' : 'no'}
                </li>
              );
            })}
          </ul>
          <StaffDocumentViewer
            document={{ ...document, label: documentLabel(document.fileType) }}
            load={(signal) => fetchOpsFile(document.downloadUrl, signal)}
          />
        </li>
      ))}
    </ul>
  );
}
