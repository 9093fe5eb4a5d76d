import { Link } from 'react-router';
import { PageIntro } from '../../components/content/page-intro';
import { RichContent } from '../../lib/content/rich-content';
import type { PageResults } from '../../lib/page-data/site-content';
import { FaqQuestions } from './faq-questions';
import './faq.css';

export function FaqIndexPage({ result }: { result: PageResults['component---faq-index'] }) {
  const { page, sections } = result;
  return (
    <div className="content-page">
      <PageIntro heading={page.heading} lede={page.lede} />
      <div className="content-body">
        <div className="container faq-layout">
          <nav aria-label="FAQ topics" className="faq-topics">
            <h2 className="faq-topics__title">Topics</h2>
            <ul>
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.title}</a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="reading-column">
            {page.body.length > 0 ? <RichContent nodes={page.body} /> : null}
            {sections.map((section) => (
              <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="faq-topic">
                <h2 id={`${section.id}-title`}>{section.title}</h2>
                <p>
                  {section.description} <Link to={section.path}>All {section.title.toLowerCase()} questions</Link>
                </p>
                <FaqQuestions questions={section.questions} headingLevel="h3" idPrefix={`${section.id}-`} />
              </section>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
