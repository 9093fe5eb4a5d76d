import { browserStorableAnswers } from '@waypoint/domain/application/draft/browser-storage';

/**
 * Answers typed on a wizard screen and not saved yet, kept in this tab's
 * sessionStorage so a reload, or leaving before any save was tried, does not
 * lose them (decision 019). Never the sensitive fields
 * (`fieldsNeverInBrowserStorage`). Each entry is for one user, one
 * application, one screen, and the draft version it was typed on: if the
 * draft changed since (another tab or device saved), the entry no longer
 * applies and is dropped. A save clears the entries as it starts, so a
 * refused save never brings them back (the page then shows the server's
 * draft); signing out clears every one (the session provider removes the
 * `waypoint.unsaved.` prefix).
 */
// Signing out removes every key with this prefix (the session provider), so it must not change alone.
const prefix = 'waypoint.unsaved.';

export interface UnsavedScope {
  userId: string;
  applicationId: number;
}

interface StoredEntry {
  version: number;
  values: Record<string, string>;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage can be switched off (privacy settings); the answers then live only on the page.
    return null;
  }
}

function scopePrefix(scope: UnsavedScope): string {
  return `${prefix}${encodeURIComponent(scope.userId)}:${scope.applicationId}:`;
}

export function unsavedKey(scope: UnsavedScope, screen: string): string {
  return `${scopePrefix(scope)}${screen}`;
}

/** Keeps `values` (minus the sensitive fields) for `screen`; an empty set removes the entry. */
export function keepUnsaved(
  scope: UnsavedScope,
  screen: string,
  version: number,
  values: Readonly<Record<string, unknown>>,
  store: Storage | null = storage(),
): void {
  if (!store) return;
  const kept = browserStorableAnswers(values);
  const key = unsavedKey(scope, screen);
  try {
    if (Object.keys(kept).length === 0) store.removeItem(key);
    else store.setItem(key, JSON.stringify({ version, values: kept } satisfies StoredEntry));
  } catch {
    // A full storage only means a reload would lose these answers; the page keeps them.
  }
}

/** The answers kept for `screen`, if they were typed on this draft version. */
export function readUnsaved(
  scope: UnsavedScope,
  screen: string,
  version: number,
  store: Storage | null = storage(),
): Record<string, string> {
  if (!store) return {};
  const key = unsavedKey(scope, screen);
  try {
    const entry = JSON.parse(store.getItem(key) ?? 'null') as Partial<StoredEntry> | null;
    if (!entry || entry.version !== version || typeof entry.values !== 'object' || entry.values === null) {
      store.removeItem(key);
      return {};
    }
    // Read back through the same filter: storage is input like any other.
    return browserStorableAnswers(entry.values);
  } catch {
    store.removeItem(key);
    return {};
  }
}

function removeWhere(store: Storage, matches: (key: string) => boolean): void {
  const keys: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key !== null && matches(key)) keys.push(key);
  }
  for (const key of keys) store.removeItem(key);
}

/** After a save: what the server holds is now the truth for this application. */
export function clearUnsaved(scope: UnsavedScope, store: Storage | null = storage()): void {
  if (store) removeWhere(store, (key) => key.startsWith(scopePrefix(scope)));
}
