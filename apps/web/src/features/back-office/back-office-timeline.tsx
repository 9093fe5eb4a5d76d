import { useState } from 'react';
import { FormAlert } from '../../components/form/form-alert';
import { formatLocalDateTime } from '../../lib/dates';
import { fetchOpsFile, type OpsTimelineEntry } from './api/back-office-applications-api';

/** Each kind of entry named for staff; an unknown kind shows as sent. */
export const timelineKindLabels: Readonly<Record<string, string>> = {
  applicant: 'Applicant',
  check: 'Check',
  decision: 'Policy decision',
  staff: 'Staff action',
  request: 'Request for information',
  notice: 'Notice',
  card: 'Card',
  changeRequest: 'Change request',
};

// Long enough for the browser to save the file; the page keeps no copy of it after.
const keepDownloadUrlMs = 60_000;

/** A file the entry kept (an upload, a letter, a notice), fetched with the staff session header and saved. */
function TimelineFile({ entry }: { entry: OpsTimelineEntry }) {
  const [failed, setFailed] = useState(false);
  const fileUrl = entry.fileUrl;
  if (!fileUrl) return null;
  const label = entry.fileLabel ?? 'the file';
  const save = async () => {
    setFailed(false);
    try {
      const url = URL.createObjectURL(await fetchOpsFile(fileUrl));
      const link = window.document.createElement('a');
      link.href = url;
      link.download = fileUrl.split('/').at(-1) ?? 'file';
      link.click();
      window.setTimeout(() => URL.revokeObjectURL(url), keepDownloadUrlMs);
    } catch {
      setFailed(true);
    }
  };
  return (
    <div className="ops-timeline__file">
      <button type="button" className="button button--secondary" onClick={() => void save()}>
        {`Download ${label}`}
      </button>
      {failed ? <FormAlert>The file could not be downloaded. Try again.</FormAlert> : null}
    </div>
  );
}

/**
 * The case's whole story, newest first (decision 068): every entry with when
 * (in the reader's own time zone), what, who and, where one was kept, its
 * file. The server sends at most 300 entries and says when there were more.
 */
export function OpsTimeline({ entries, truncated }: { entries: OpsTimelineEntry[]; truncated: boolean }) {
  if (entries.length === 0) return <p>Nothing has been recorded for this application yet.</p>;
  return (
    <>
      <ol className="ops-timeline" aria-label="Timeline, newest first">
        {entries.map((entry) => (
          <li key={entry.id} className={`ops-timeline__entry ops-timeline__entry--${entry.kind}`}>
            <p className="ops-timeline__when">
              <time dateTime={entry.at}>{formatLocalDateTime(entry.at)}</time>
              <span className="ops-timeline__kind">{timelineKindLabels[entry.kind] ?? entry.kind}</span>
            </p>
            <p className="ops-timeline__title">
              <strong>{entry.title}</strong>
            </p>
            {entry.detail ? <p className="ops-timeline__detail">{entry.detail}</p> : null}
            <p className="ops-muted">By {entry.actor}</p>
            <TimelineFile entry={entry} />
          </li>
        ))}
      </ol>
      {truncated ? (
        <p className="ops-muted">
          Only the newest {entries.length} entries are shown. The audit log holds every staff action before them.
        </p>
      ) : null}
    </>
  );
}
