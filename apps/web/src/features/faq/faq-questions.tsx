import { RichContent } from '../../lib/content/rich-content';
import type { FaqQuestion } from '../../lib/page-data/site-content';
import './faq.css';

export interface FaqQuestionsProps {
  questions: readonly FaqQuestion[];
  headingLevel: 'h2' | 'h3';
  /** Ids must be unique on a page: the index prefixes each with its section. */
  idPrefix?: string;
}

/** Questions with their answers in full: readable without a click, and each one an anchor (`/faq/non_us#ssn`). */
export function FaqQuestions({ questions, headingLevel: Heading, idPrefix = '' }: FaqQuestionsProps) {
  return (
    <div className="faq-questions">
      {questions.map((question) => (
        <section key={question.id} id={`${idPrefix}${question.id}`} className="faq-question">
          <Heading className="faq-question__title">{question.question}</Heading>
          <RichContent nodes={question.answer} />
        </section>
      ))}
    </div>
  );
}
