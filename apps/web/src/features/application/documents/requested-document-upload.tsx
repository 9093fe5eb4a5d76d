import { useId, useState } from 'react';
import { isDocumentType } from '@waypoint/domain/application/documents/document-types';
import { SelectField } from '../../../components/form/select-field';
import { documentCopy } from './document-copy';
import { DocumentUploader } from './document-uploader';

export interface RequestedDocumentUploadProps {
  applicationId: number;
  /** The item's code, unique within the request: it keeps each item's uploader apart. */
  code: string;
  /** The document types that answer the item, the first the default (myApplicationProgress). */
  uploadTypes: readonly string[];
  /** When the request was made (ISO instant): files from before it are not its answer, so they are not shown. */
  requestedAt: string;
  onUploaded(): void;
}

/**
 * The upload for one item of a request for information (decision 032): the
 * wizard's own uploader, after submit without Remove and showing only what
 * was sent since the request, with a choice of document when more than one
 * type answers the item.
 */
export function RequestedDocumentUpload({
  applicationId,
  code,
  uploadTypes,
  requestedAt,
  onUploaded,
}: RequestedDocumentUploadProps) {
  const id = useId();
  const types = uploadTypes.filter(isDocumentType);
  const [chosen, setChosen] = useState(types[0]);
  if (!chosen) return null;
  return (
    <div className="requested-upload" data-item={code}>
      {types.length > 1 ? (
        <SelectField
          id={`${id}-type`}
          label="Which document are you sending?"
          options={types.map((type) => ({ value: type, label: documentCopy[type].title }))}
          value={chosen}
          onChange={(event) => {
            const next = event.target.value;
            if (isDocumentType(next)) setChosen(next);
          }}
        />
      ) : null}
      <DocumentUploader
        key={chosen}
        applicationId={applicationId}
        fileType={chosen}
        title={documentCopy[chosen].title}
        description={documentCopy[chosen].description}
        removable={false}
        onUploaded={onUploaded}
        since={requestedAt}
      />
    </div>
  );
}
