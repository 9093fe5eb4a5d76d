import type { FormEvent } from 'react';
import { auditFilterNames, type AuditFilterFields } from './audit-filters';
import { auditActionLabels, auditActionPrefixes, auditSubjectTypeLabels } from './audit-labels';

// The known actions once each (two codes may share words), in words' order.
const knownActions = Object.entries(auditActionLabels).sort((a, b) => a[1].localeCompare(b[1]));

/** The search's filters; sent as a whole, they become the page's address. */
export function AuditFiltersForm({
  fields,
  onSearch,
}: {
  fields: AuditFilterFields;
  onSearch: (fields: AuditFilterFields) => void;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const read = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value.trim() : '';
    };
    onSearch(Object.fromEntries(auditFilterNames.map((name) => [name, read(name)])) as unknown as AuditFilterFields);
  };
  const actionKnown =
    !fields.action ||
    fields.action in auditActionLabels ||
    auditActionPrefixes.some((prefix) => prefix.value === fields.action);
  return (
    <form className="ops-filters ops-audit-filters" role="search" aria-label="Audit log filters" onSubmit={submit}>
      <label>
        Who
        <input name="actor" defaultValue={fields.actor} placeholder="Staff e-mail or id" spellCheck={false} />
      </label>
      <label>
        What
        <select name="action" defaultValue={fields.action}>
          <option value="">Any action</option>
          {actionKnown ? null : <option value={fields.action}>{fields.action}</option>}
          <optgroup label="Kinds of action">
            {auditActionPrefixes.map((prefix) => (
              <option key={prefix.value} value={prefix.value}>
                {prefix.label}
              </option>
            ))}
          </optgroup>
          <optgroup label="One action">
            {knownActions.map(([code, label]) => (
              <option key={code} value={code}>
                {label}
              </option>
            ))}
          </optgroup>
        </select>
      </label>
      <label>
        Subject
        <select name="subjectType" defaultValue={fields.subjectType}>
          <option value="">Any subject</option>
          {Object.entries(auditSubjectTypeLabels).map(([type, label]) => (
            <option key={type} value={type}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label>
        Subject id
        <input name="subjectId" defaultValue={fields.subjectId} inputMode="text" spellCheck={false} />
      </label>
      <label>
        From (UTC day)
        <input name="from" type="date" defaultValue={fields.from} />
      </label>
      <label>
        To (UTC day, included)
        <input name="to" type="date" defaultValue={fields.to} />
      </label>
      <div className="ops-audit-filters__submit">
        <button type="submit" className="button button--primary">
          Search
        </button>
      </div>
    </form>
  );
}
