import { describe, expect, it } from 'vitest';
import { ContentError } from './content-files';
import { parseFaqQuestions } from './faq-sections';

const file = 'content/faq/non_us.md';

// Decision 012: each question is `## Question? {#anchor}`, its answer the text below, up to the next question.
describe('parseFaqQuestions', () => {
  it('reads each question, its anchor and its answer', () => {
    const body = [
      '## Do I need an SSN? {#ssn}',
      '',
      'Not if you are a new arrival. See [documents](#documents).',
      '',
      '## Which documents? {#documents}',
      '',
      '- Passport',
      '- Visa',
    ].join('\n');
    expect(parseFaqQuestions(body, file)).toEqual([
      {
        id: 'ssn',
        question: 'Do I need an SSN?',
        answer: [['p', null, 'Not if you are a new arrival. See ', ['a', { href: '#documents' }, 'documents'], '.']],
      },
      {
        id: 'documents',
        question: 'Which documents?',
        answer: [['ul', null, ['li', null, 'Passport'], ['li', null, 'Visa']]],
      },
    ]);
  });

  it.each([
    ['anchors may hold digits, _ and -', '## Q? {#card_delivery-2}', 'card_delivery-2'],
    ['spaces before the anchor are not part of the question', '## Q?    {#q}  ', 'q'],
    ['Windows line ends are read the same', '## Q? {#q}\r\n', 'q'],
  ])('%s', (_rule, heading, id) => {
    const [question] = parseFaqQuestions(`${heading}\nAnswer.`, file);
    expect(question).toMatchObject({ id, question: 'Q?', answer: [['p', null, 'Answer.']] });
  });

  it('keeps level-3 headings inside an answer', () => {
    const [question] = parseFaqQuestions('## Q? {#q}\n### Detail\nText.', file);
    expect(question?.answer).toEqual([
      ['h3', null, 'Detail'],
      ['p', null, 'Text.'],
    ]);
  });

  it.each([
    ['a question without an anchor', '## Do I need an SSN?\nYes.', '"## Do I need an SSN?" needs an anchor id'],
    ['an anchor with capitals', '## Q? {#SSN}\nYes.', 'needs an anchor id'],
    ['an anchor used twice', '## A? {#same}\nOne.\n## B? {#same}\nTwo.', '#same is used twice'],
    ['text before the first question', 'Intro.\n## Q? {#q}\nYes.', 'text before the first question'],
    ['a question with no answer', '## Q? {#q}\n\n## R? {#r}\nYes.', '#q has no answer'],
    ['a last question with only blank lines', '## Q? {#q}\n   \n', '#q has no answer'],
  ])('refuses %s, naming the file', (_rule, body, message) => {
    const parse = () => parseFaqQuestions(body, file);
    expect(parse).toThrow(ContentError);
    expect(parse).toThrow(`${file}: `);
    expect(parse).toThrow(message);
  });

  it('allows blank lines before the first question', () => {
    expect(parseFaqQuestions('\n\n## Q? {#q}\nYes.', file)).toHaveLength(1);
  });
});
