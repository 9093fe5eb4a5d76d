import { useEffect, useId, useRef, type MouseEvent } from 'react';
import type { ErrorSummaryEntry } from './error-summary-entries';
import './form.css';

export interface ErrorSummaryProps {
  entries: readonly ErrorSummaryEntry[];
  title?: string;
}

function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const field = document.getElementById(fieldId);
  if (!field) return;
  // Following a fragment scrolls but leaves focus behind; people need the cursor in the field.
  event.preventDefault();
  field.focus();
  field.scrollIntoView({ block: 'center' });
}

/**
 * The list of problems after a failed submit. It takes focus when it appears,
 * so keyboard and screen-reader users learn at once that the form was not
 * sent; remount it (a new key) to focus it again on the next failed submit.
 */
export function ErrorSummary({ entries, title = 'Please check the highlighted fields' }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div ref={ref} className="error-summary" tabIndex={-1} aria-labelledby={titleId}>
      <h2 id={titleId} className="error-summary__title">
        {title}
      </h2>
      <ul className="error-summary__list">
        {entries.map((entry) => (
          <li key={entry.fieldId}>
            <a href={`#${entry.fieldId}`} onClick={(event) => focusField(event, entry.fieldId)}>
              {entry.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
