import { Link } from 'react-router';
import { sitePaths } from '@waypoint/domain/site/site-paths';
import { PageIntro } from '../../components/content/page-intro';
import type { PageResults } from '../../lib/page-data/site-content';
import { FaqQuestions } from './faq-questions';
import './faq.css';

/** One FAQ topic at `/faq/<section>`, and the closing FAQ at `/faq/close`. */
export function FaqSectionPage({ result }: { result: PageResults['component---faq-section'] }) {
  const { section, sections } = result;
  return (
    <div className="content-page">
      <PageIntro
        heading={section.title}
        lede={section.description}
        before={
          <p className="page-intro__kicker">
            <Link to={sitePaths.faq}>Frequently asked questions</Link>
          </p>
        }
      />
      <div className="content-body">
        <div className="container faq-layout">
          <nav aria-label="FAQ topics" className="faq-topics">
            <h2 className="faq-topics__title">Topics</h2>
            <ul>
              {sections.map((link) => (
                <li key={link.path}>
                  {link.path === section.path ? (
                    <span aria-current="page">{link.title}</span>
                  ) : (
                    <Link to={link.path}>{link.title}</Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
          <div className="reading-column">
            <FaqQuestions questions={section.questions} />
          </div>
        </div>
      </div>
    </div>
  );
}
