import { describe, expect, it } from 'vitest';
import { childOf, childrenOf, MalformedXmlError, parseXml } from './idology-xml.js';

describe('IDology XML reader', () => {
  it('reads nested elements, their text and entities, past the declaration and comments', () => {
    const root = parseXml(
      '<?xml version="1.0"?>\n<!-- note --><response><id-number>5342889</id-number>' +
        '<questions><question><prompt>Which of these is &quot;yours&quot; &amp; true?</prompt>' +
        '<answer>A &#38; B</answer><answer><![CDATA[<none>]]></answer><empty/></question></questions></response>',
    );
    expect(root.name).toBe('response');
    expect(childOf(root, 'id-number')?.text).toBe('5342889');
    const question = childOf(childOf(root, 'questions'), 'question');
    expect(childOf(question, 'prompt')?.text).toBe('Which of these is "yours" & true?');
    expect(childrenOf(question, 'answer').map((answer) => answer.text)).toEqual(['A & B', '<none>']);
    expect(childOf(question, 'empty')?.text).toBe('');
    expect(childOf(root, 'missing')).toBeUndefined();
  });

  it.each([
    ['an HTML error page', '<html><body><h1>502 Bad Gateway</h1><hr></body></html>'],
    ['a truncated answer', '<response><id-number>1</id-number>'],
    ['mismatched tags', '<response><a></b></response>'],
    ['two roots', '<response/><response/>'],
    ['text outside any element', 'Service Unavailable'],
    ['an empty body', ''],
    ['an unknown entity', '<response>&nbsp;</response>'],
  ])('refuses %s', (_case, document) => {
    expect(() => parseXml(document)).toThrow(MalformedXmlError);
  });
});
