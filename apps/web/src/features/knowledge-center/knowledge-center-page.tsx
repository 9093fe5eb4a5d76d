import { ContentPageFrame } from '../../components/content/content-page-frame';
import { SummaryCardList } from '../../components/content/summary-card-list';
import { RichContent } from '../../lib/content/rich-content';
import type { PageResults } from '../../lib/page-data/site-content';

export function KnowledgeCenterPage({ result }: { result: PageResults['component---knowledge-center'] }) {
  const { page, categories, latest } = result;
  return (
    <ContentPageFrame heading={page.heading} lede={page.lede}>
      {page.body.length > 0 ? <RichContent nodes={page.body} /> : null}
      <section aria-labelledby="categories-title">
        <h2 id="categories-title" className="section-heading">
          Topics
        </h2>
        <SummaryCardList
          headingLevel="h3"
          cards={categories.map((category) => ({
            ...category,
            meta: `${category.articleCount} articles`,
          }))}
        />
      </section>
      <section aria-labelledby="latest-title">
        <h2 id="latest-title" className="section-heading">
          Recently updated
        </h2>
        <SummaryCardList
          headingLevel="h3"
          cards={latest.map((article) => ({ ...article, meta: `${article.readingMinutes} min read` }))}
        />
      </section>
    </ContentPageFrame>
  );
}
