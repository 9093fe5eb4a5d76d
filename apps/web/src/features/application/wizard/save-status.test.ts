import { describe, expect, it } from 'vitest';
import { allSavedText, saveStatusText, savingRetryText, unsavedText } from './save-status';

describe('saveStatusText', () => {
  it.each([
    ['nothing typed, nothing pending', { saving: false, retrying: false, unsaved: false }, allSavedText],
    ['answers typed and not saved', { saving: false, retrying: false, unsaved: true }, unsavedText],
    ['a save on its way', { saving: true, retrying: false, unsaved: false }, 'Saving…'],
    ['a save on its way, more typed since', { saving: true, retrying: false, unsaved: true }, 'Saving…'],
    ['an outage, retrying', { saving: true, retrying: true, unsaved: true }, savingRetryText],
  ])('%s', (_case, status, text) => {
    expect(saveStatusText(status)).toBe(text);
  });
});
