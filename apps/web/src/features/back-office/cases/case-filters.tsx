import { useState } from 'react';
import { trackLabels } from '../back-office-labels';
import { caseAssignmentFilterLabels, caseDecisionFilterLabels, caseStatusFilterLabels } from './case-search-labels';
import { caseTextMax, type CaseParamName, type CaseSearch } from './case-search-params';

function Choice({
  label,
  name,
  value,
  options,
  anyLabel,
  onChange,
}: {
  label: string;
  name: CaseParamName;
  value: string;
  options: Readonly<Record<string, string>>;
  /** The empty choice's words; none when the list has a default of its own. */
  anyLabel?: string;
  onChange: (name: CaseParamName, value: string) => void;
}) {
  return (
    <label>
      {label}
      <select name={name} value={value} onChange={(event) => onChange(name, event.target.value)}>
        {anyLabel ? <option value="">{anyLabel}</option> : null}
        {Object.entries(options).map(([key, words]) => (
          <option key={key} value={key}>
            {words}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The case search's form (decision 067): the text is searched when sent
 * (Enter or the button), every other choice at once; all of it goes into the
 * address through `onChange`.
 */
export function CaseFilters({
  search,
  onChange,
  onClear,
}: {
  search: CaseSearch;
  onChange: (name: CaseParamName, value: string) => void;
  onClear: () => void;
}) {
  const { filter } = search;
  const searched = filter.text ?? '';
  const [text, setText] = useState(searched);
  const [shownFor, setShownFor] = useState(searched);
  // The back button changes the address under the form: the box follows it.
  if (shownFor !== searched) {
    setShownFor(searched);
    setText(searched);
  }

  return (
    <form
      className="ops-case-filters"
      role="search"
      aria-label="Find applications"
      onSubmit={(event) => {
        event.preventDefault();
        onChange('q', text.trim());
      }}
    >
      <div className="ops-case-search">
        <label htmlFor="ops-case-text">Name, e-mail, application or change request number</label>
        <div className="ops-case-search__row">
          <input
            id="ops-case-text"
            type="search"
            maxLength={caseTextMax}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="button button--primary">
            Search
          </button>
        </div>
      </div>
      <div className="ops-filters">
        <Choice
          label="Status"
          name="status"
          // No status in the address is the working queue: open cases.
          value={filter.status ?? 'open'}
          options={caseStatusFilterLabels}
          onChange={(name, value) => onChange(name, value === 'open' ? '' : value)}
        />
        <Choice
          label="Decision"
          name="decision"
          value={filter.decision ?? ''}
          options={caseDecisionFilterLabels}
          anyLabel="Any decision"
          onChange={onChange}
        />
        <Choice
          label="Track"
          name="track"
          value={filter.track ?? ''}
          options={trackLabels}
          anyLabel="All tracks"
          onChange={onChange}
        />
        <Choice
          label="Assigned to"
          name="assignment"
          value={filter.assignment ?? 'anyone'}
          options={caseAssignmentFilterLabels}
          onChange={(name, value) => onChange(name, value === 'anyone' ? '' : value)}
        />
        <label>
          Submitted from
          <input
            type="date"
            name="from"
            value={filter.submittedFrom ?? ''}
            max={filter.submittedTo ?? undefined}
            onChange={(event) => onChange('from', event.target.value)}
          />
        </label>
        <label>
          Submitted to
          <input
            type="date"
            name="to"
            value={filter.submittedTo ?? ''}
            min={filter.submittedFrom ?? undefined}
            onChange={(event) => onChange('to', event.target.value)}
          />
        </label>
      </div>
      {Object.keys(filter).length > 0 ? (
        <p className="ops-case-filters__summary">
          <button type="button" className="button button--secondary" onClick={onClear}>
            Clear the search and filters
          </button>
        </p>
      ) : null}
    </form>
  );
}
