import { Breadcrumbs } from '../../components/content/breadcrumbs';
import { PageIntro } from '../../components/content/page-intro';
import { SummaryCardList } from '../../components/content/summary-card-list';
import { formatContentDate } from '../../lib/content/content-date';
import { RichContent } from '../../lib/content/rich-content';
import type { PageResults } from '../../lib/page-data/site-content';

export function ArticlePage({ result }: { result: PageResults['component---article'] }) {
  const { article, breadcrumbs, related } = result;
  return (
    <article className="content-page">
      <PageIntro
        heading={article.title}
        lede={article.description}
        before={<Breadcrumbs crumbs={breadcrumbs} />}
        after={
          <p className="page-intro__meta">
            Updated <time dateTime={article.updated}>{formatContentDate(article.updated)}</time> ·{' '}
            {article.readingMinutes} min read
          </p>
        }
      />
      <div className="content-body">
        <div className="container">
          <RichContent nodes={article.body} />
          {related.length > 0 ? (
            <section aria-labelledby="related-title">
              <h2 id="related-title" className="section-heading">
                Keep learning
              </h2>
              <SummaryCardList cards={related} headingLevel="h3" />
            </section>
          ) : null}
        </div>
      </div>
    </article>
  );
}
