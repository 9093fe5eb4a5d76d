import { useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import helpIndexData from 'virtual:help-index';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { HelpDeskContact } from './help-desk-contact';
import type { HelpIndexEntry } from './help-index-entry';
import { searchHelp } from './help-search';
import './help-panel.css';

// Made at build time from content/ (build/help-index.ts); the ambient module cannot name the type.
const helpIndex = helpIndexData as readonly HelpIndexEntry[];

export interface HelpPanelProps {
  open: boolean;
  onClose(): void;
}

/**
 * The answers widget (decision 034): a modal on the native <dialog>, so the page
 * behind is inert and focus stays inside; Escape closes it and focus returns to
 * the Help button. It searches the FAQ and the knowledge center and links to the answers.
 */
export default function HelpPanel({ open, onClose }: HelpPanelProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const matches = searchHelp(helpIndex, deferredQuery);
  const searched = deferredQuery.trim() !== '';

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open || dialog.open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    // The panel is opened to search: the field, not the close button, is where the person starts.
    searchRef.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="help-panel"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        // Handled here, not only through `cancel`: browsers may skip `cancel` on a repeated Escape.
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onClose();
      }}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open ? (
        <div className="help-panel__body">
          <div className="help-panel__header">
            <h2 id={titleId} className="help-panel__title">
              Help
            </h2>
            <button type="button" className="help-panel__close" aria-label="Close help" onClick={onClose}>
              ×
            </button>
          </div>
          <form role="search" className="help-panel__search" onSubmit={(event) => event.preventDefault()}>
            <label htmlFor={searchId}>Search the FAQ and the Knowledge Center</label>
            <input
              id={searchId}
              type="search"
              value={query}
              maxLength={100}
              autoComplete="off"
              ref={searchRef}
              onChange={(event) => setQuery(event.target.value)}
            />
          </form>
          <p className="help-panel__status" role="status">
            {searched ? (matches.length === 0 ? 'No answers match.' : `${matches.length} answers found.`) : ''}
          </p>
          {matches.length > 0 ? (
            <ul className="help-panel__results">
              {matches.map(({ entry, excerpt }) => (
                <li key={entry.path} className="help-panel__result">
                  <Link to={entry.path} className="help-panel__link" onClick={onClose}>
                    {entry.title}
                  </Link>
                  <span className="help-panel__section">{entry.section}</span>
                  <p className="help-panel__excerpt">{excerpt}</p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="help-panel__browse">
              Browse the{' '}
              <Link to={sitePaths.faq} onClick={onClose}>
                FAQ
              </Link>{' '}
              or the{' '}
              <Link to={sitePaths.knowledgeCenter} onClick={onClose}>
                Knowledge Center
              </Link>
              .
            </p>
          )}
          <HelpDeskContact />
        </div>
      ) : null}
    </dialog>
  );
}
