import { PageIntro } from '../../components/content/page-intro';
import { RichContent } from '../../lib/content/rich-content';
import type { PageResults } from '../../lib/page-data/site-content';
import { CashBackCalculator } from './cash-back-calculator';

export function RewardsPage({ result }: { result: PageResults['component---rewards'] }) {
  const { page } = result;
  return (
    <div className="content-page">
      <PageIntro heading={page.heading} lede={page.lede} />
      <div className="content-body">
        <div className="container">
          <section aria-labelledby="calculator-title">
            <h2 id="calculator-title" className="section-heading">
              Estimate your cash back
            </h2>
            <CashBackCalculator />
          </section>
          <RichContent nodes={page.body} />
        </div>
      </div>
    </div>
  );
}
