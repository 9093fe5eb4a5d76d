import { RichContent } from '../../lib/content/rich-content';
import type { FaqQuestion } from '../../lib/page-data/site-content';
import './faq.css';

export interface FaqQuestionsProps {
  questions: readonly FaqQuestion[];
}

/** Questions with their answers in full: readable without a click, and each one an anchor (`/faq/non_us#ssn`). */
export function FaqQuestions({ questions }: FaqQuestionsProps) {
  return (
    <div className="faq-questions">
      {questions.map((question) => (
        <section key={question.id} id={question.id} className="faq-question">
          <h2 className="faq-question__title">{question.question}</h2>
          <RichContent nodes={question.answer} />
        </section>
      ))}
    </div>
  );
}
