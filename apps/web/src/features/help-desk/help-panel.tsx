import { useDeferredValue, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import helpIndexData from 'virtual:help-index';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { ModalDialog } from '../../components/modal-dialog/modal-dialog';
import { HelpDeskContact } from './help-desk-contact';
import type { HelpIndexEntry } from './help-index-entry';
import { searchHelp } from './help-search';
import './help-panel.css';

// Made at build time from content/ (build/help-index.ts); the ambient module cannot name the type.
const helpIndex = helpIndexData as readonly HelpIndexEntry[];

/** What the search found, for the status line a screen reader announces. */
function resultsStatus(count: number): string {
  if (count === 0) return 'No answers match.';
  return count === 1 ? '1 answer found.' : `${count} answers found.`;
}

export interface HelpPanelProps {
  open: boolean;
  onClose(): void;
}

/**
 * The answers widget (decision 034), in the site's one modal (components/modal-dialog): the page
 * behind is inert and focus stays inside; Escape closes it and focus returns to the Help button. It searches the cardholder's tasks, the FAQ and the knowledge center and links to the answers.
 */
export default function HelpPanel({ open, onClose }: HelpPanelProps) {
  const searchRef = useRef<HTMLInputElement>(null);
  const searchId = useId();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const matches = searchHelp(helpIndex, deferredQuery);
  const searched = deferredQuery.trim() !== '';

  return (
    // The panel is opened to search: the field, not the close button, is where the person starts.
    <ModalDialog
      open={open}
      title="Help"
      onClose={onClose}
      closeLabel="Close help"
      className="help-panel"
      initialFocus={searchRef}
    >
      <form role="search" className="help-panel__search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={searchId}>Search help: your account, the FAQ and the Knowledge Center</label>
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
        {searched ? resultsStatus(matches.length) : ''}
      </p>
      {matches.length > 0 ? (
        <ul className="help-panel__results">
          {matches.map(({ entry, excerpt }) => (
            <li key={`${entry.path} ${entry.title}`} className="help-panel__result">
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
    </ModalDialog>
  );
}
