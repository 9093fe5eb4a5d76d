import { afterEach, describe, expect, it } from 'vitest';
import { valueOnScreen } from './value-on-screen';

const page = `
  <input name="spend" type="text" value="1,200">
  <input name="residence" type="radio" value="in_us">
  <input name="residence" type="radio" value="moving_to_us">
  <input name="untouched" type="radio" value="a">
  <input name="untouched" type="radio" value="b">
`;

describe('valueOnScreen', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it.each([
    ['a text control as the visitor left it', 'spend', (root: Document) => setValue(root, 'spend', '2,000'), '2,000'],
    ['a text control as prerendered', 'spend', () => undefined, '1,200'],
    ['the checked radio of a group', 'residence', (root: Document) => check(root, 'moving_to_us'), 'moving_to_us'],
    ['a group with no radio checked', 'untouched', () => undefined, null],
    ['a name no control has', 'nothing', () => undefined, null],
  ])('reads %s', (_case, name, act, expected) => {
    document.body.innerHTML = page;
    act(document);
    expect(valueOnScreen(name)).toBe(expected);
  });
});

function setValue(root: Document, name: string, value: string) {
  const input = root.getElementsByName(name)[0] as HTMLInputElement;
  input.value = value;
}

function check(root: Document, value: string) {
  const radio = root.querySelector<HTMLInputElement>(`input[value="${value}"]`);
  if (radio) radio.checked = true;
}
