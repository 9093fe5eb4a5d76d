import { Link } from 'react-router';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { ContentPageFrame } from '../../components/content/content-page-frame';
import type { PageResults } from '../../lib/page-data/site-content';
import { FaqQuestions } from './faq-questions';
import './faq.css';

/** One FAQ topic at `/faq/<section>`, and the closing FAQ at `/faq/close`. */
export function FaqSectionPage({ result }: { result: PageResults['component---faq-section'] }) {
  const { section, sections } = result;
  return (
    <ContentPageFrame
      heading={section.title}
      lede={section.description}
      kicker={{ to: sitePaths.faq, label: 'Frequently asked questions' }}
      bodyClassName="faq-layout"
    >
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
    </ContentPageFrame>
  );
}
