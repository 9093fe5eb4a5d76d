import { Link } from 'react-router';
import { ContentPageFrame } from '../../components/content/content-page-frame';
import { RichContent } from '../../lib/content/rich-content';
import type { PageResults } from '../../lib/page-data/site-content';
import './faq.css';

/** Every question, by topic; each links to its answer on the topic's page (`/faq/non_us#ssn`). */
export function FaqIndexPage({ result }: { result: PageResults['component---faq-index'] }) {
  const { page, topics } = result;
  return (
    <ContentPageFrame heading={page.heading} lede={page.lede}>
      {page.body.length > 0 ? <RichContent nodes={page.body} /> : null}
      <div className="faq-topic-grid">
        {topics.map((topic) => (
          <section key={topic.id} aria-labelledby={`${topic.id}-title`} className="faq-topic">
            <h2 id={`${topic.id}-title`} className="faq-topic__title">
              <Link to={topic.path}>{topic.title}</Link>
            </h2>
            <p className="faq-topic__description">{topic.description}</p>
            <ul className="faq-topic__questions">
              {topic.questions.map((question) => (
                <li key={question.id}>
                  <Link to={`${topic.path}#${question.id}`}>{question.question}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </ContentPageFrame>
  );
}
