import type { FaqQuestion } from '../../src/lib/page-data/site-content';
import { ContentError } from './content-files';
import { markdownToRichNodes } from './markdown-to-rich-nodes';

// `## Do I need an SSN to apply? {#ssn}`: the id is the anchor of the `/faq/non_us#ssn` link (product-rules#site-routes).
const questionLine = /^## (.+?)\s*\{#([a-z0-9][a-z0-9_-]*)\}\s*$/;

/** An FAQ file's body: each level-2 heading with an anchor id is a question, the text below it the answer. */
export function parseFaqQuestions(body: string, file: string): FaqQuestion[] {
  const questions: { id: string; question: string; lines: string[] }[] = [];
  for (const line of body.split(/\r?\n/)) {
    if (line.startsWith('## ')) {
      const match = questionLine.exec(line);
      if (!match) throw new ContentError(`${file}: "${line}" needs an anchor id, like "## Question? {#short-id}".`);
      const [, question = '', id = ''] = match;
      if (questions.some((existing) => existing.id === id)) throw new ContentError(`${file}: #${id} is used twice.`);
      questions.push({ id, question, lines: [] });
      continue;
    }
    const current = questions.at(-1);
    if (current) current.lines.push(line);
    else if (line.trim() !== '') throw new ContentError(`${file}: text before the first question.`);
  }
  return questions.map(({ id, question, lines }) => {
    const answer = lines.join('\n').trim();
    if (answer === '') throw new ContentError(`${file}: #${id} has no answer.`);
    return { id, question, answer: markdownToRichNodes(answer, file) };
  });
}
