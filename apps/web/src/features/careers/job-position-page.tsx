import { Link } from 'react-router';
import { sitePaths } from '@waypoint/domain/site/site-paths';
import { PageIntro } from '../../components/content/page-intro';
import { RichContent } from '../../lib/content/rich-content';
import type { PageResults } from '../../lib/page-data/site-content';

export function JobPositionPage({ result }: { result: PageResults['component---job-position'] }) {
  const { position } = result;
  return (
    <article className="content-page">
      <PageIntro
        heading={position.title}
        lede={position.description}
        before={
          <p className="page-intro__kicker">
            <Link to={sitePaths.careers}>Careers</Link> · {position.team}
          </p>
        }
        after={
          <p className="page-intro__meta">
            {position.location} · {position.employmentType}
          </p>
        }
      />
      <div className="content-body">
        <div className="container">
          <RichContent nodes={position.body} />
        </div>
      </div>
    </article>
  );
}
