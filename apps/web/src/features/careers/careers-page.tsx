import { ContentPageFrame } from '../../components/content/content-page-frame';
import { SummaryCardList } from '../../components/content/summary-card-list';
import { RichContent } from '../../lib/content/rich-content';
import type { PageResults } from '../../lib/page-data/site-content';

export function CareersPage({ result }: { result: PageResults['component---careers'] }) {
  const { page, positions } = result;
  return (
    <ContentPageFrame heading={page.heading} lede={page.lede}>
      <section aria-labelledby="positions-title">
        <h2 id="positions-title" className="section-heading">
          Open positions
        </h2>
        <SummaryCardList
          headingLevel="h3"
          cards={positions.map((position) => ({
            ...position,
            meta: `${position.team} · ${position.location} · ${position.employmentType}`,
          }))}
        />
      </section>
      <RichContent nodes={page.body} />
    </ContentPageFrame>
  );
}
