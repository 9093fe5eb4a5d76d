import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../testing/memory-storage';
import { clearUnsaved, keepUnsaved, readUnsaved, unsavedKey } from './unsaved-answers-storage';

const ann = { userId: 'user-ann', applicationId: 7 };
const bob = { userId: 'user-bob', applicationId: 8 };
let store: MemoryStorage;

beforeEach(() => {
  store = new MemoryStorage();
});

describe('unsaved answers in sessionStorage', () => {
  it('keeps the answers of a screen, without the SSN, ID number, date of birth or income', () => {
    keepUnsaved(ann, 'YP_Identification', 3, { ssn: '123-45-6789', dob: '1990-01-01', street: '1 Main St' }, store);
    expect(store.getItem(unsavedKey(ann, 'YP_Identification'))).not.toContain('6789');
    expect(store.getItem(unsavedKey(ann, 'YP_Identification'))).not.toContain('1990');
    expect(readUnsaved(ann, 'YP_Identification', 3, store)).toEqual({ street: '1 Main St' });
  });

  it.each([
    ['another screen', ann, 'YP_Employment', 3],
    ['another user', bob, 'YP_Identification', 3],
    ['a newer draft version (saved elsewhere meanwhile)', ann, 'YP_Identification', 4],
  ])('gives nothing back for %s', (_case, scope, screen, version) => {
    keepUnsaved(ann, 'YP_Identification', 3, { street: '1 Main St' }, store);
    expect(readUnsaved(scope, screen, version, store)).toEqual({});
  });

  it('drops an entry that is not what it wrote (hostile or damaged storage)', () => {
    store.setItem(unsavedKey(ann, 'YP_Employment'), '{"version":3,"values":{"ssn":"123-45-6789","jobTitle":"Chef"}}');
    expect(readUnsaved(ann, 'YP_Employment', 3, store)).toEqual({ jobTitle: 'Chef' });
    store.setItem(unsavedKey(ann, 'YP_Employment'), 'not json');
    expect(readUnsaved(ann, 'YP_Employment', 3, store)).toEqual({});
    expect(store.length).toBe(0);
  });

  it('clears one application when a save starts, leaving other applications and other keys', () => {
    keepUnsaved(ann, 'YP_Employment', 3, { jobTitle: 'Chef' }, store);
    keepUnsaved(bob, 'YP_Employment', 1, { jobTitle: 'Pilot' }, store);
    store.setItem('waypoint.flags', 'kept');
    clearUnsaved(ann, store);
    expect(readUnsaved(ann, 'YP_Employment', 3, store)).toEqual({});
    expect(readUnsaved(bob, 'YP_Employment', 1, store)).toEqual({ jobTitle: 'Pilot' });
    expect(store.getItem('waypoint.flags')).toBe('kept');
  });

  it('uses the prefix that signing out removes', () => {
    expect(unsavedKey(ann, 'YP_Employment').startsWith('waypoint.unsaved.')).toBe(true);
  });

  it('an entry with no answers left is removed', () => {
    keepUnsaved(ann, 'YP_Identification', 3, { street: 'x' }, store);
    keepUnsaved(ann, 'YP_Identification', 3, { ssn: '123-45-6789' }, store);
    expect(store.length).toBe(0);
  });
});
