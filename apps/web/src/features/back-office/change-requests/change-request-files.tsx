import { formatDay } from '../../../lib/dates';
import { StaffDocumentViewer } from '../staff-document-viewer';
import { fetchChangeRequestFile, type ChangeRequestFile } from './api/back-office-change-requests-api';
import { fileTypeLabel } from './change-request-labels';

/** The request's proofs, newest first, each opened as an application's documents are (decision 071). */
export function ChangeRequestFiles({ files }: { files: readonly ChangeRequestFile[] }) {
  if (files.length === 0) return <p>No documents.</p>;
  return (
    <ul className="ops-documents">
      {files.map((file) => (
        <li key={file.id} className="ops-document">
          <h3>
            {fileTypeLabel(file.fileType)} <span className="ops-muted">{file.fileName}</span>
          </h3>
          <p className="ops-muted">
            Uploaded {formatDay(file.uploadedAt)}, version {file.version}
          </p>
          <StaffDocumentViewer
            document={{ ...file, label: fileTypeLabel(file.fileType) }}
            load={(signal) => fetchChangeRequestFile(file.id, signal)}
          />
        </li>
      ))}
    </ul>
  );
}
