import { Breadcrumbs } from '../../components/content/breadcrumbs';
import { PageIntro } from '../../components/content/page-intro';
import { SummaryCardList } from '../../components/content/summary-card-list';
import { RichContent } from '../../lib/content/rich-content';
import type { PageResults } from '../../lib/page-data/site-content';

/** A Knowledge Center category, such as Financial Education, with its articles. */
export function ArticleIndexPage({ result }: { result: PageResults['component---article-index'] }) {
  const { page, breadcrumbs, articles } = result;
  return (
    <div className="content-page">
      <PageIntro heading={page.heading} lede={page.lede} before={<Breadcrumbs crumbs={breadcrumbs} />} />
      <div className="content-body">
        <div className="container">
          {page.body.length > 0 ? <RichContent nodes={page.body} /> : null}
          <SummaryCardList
            cards={articles.map((article) => ({ ...article, meta: `${article.readingMinutes} min read` }))}
          />
        </div>
      </div>
    </div>
  );
}
