import { ContentPageFrame } from '../../components/content/content-page-frame';
import { RichContent } from '../../lib/content/rich-content';
import { Island } from '../../lib/islands/island';
import type { PageResults } from '../../lib/page-data/site-content';
import { CashBackCalculator } from './cash-back-calculator';

export function RewardsPage({ result }: { result: PageResults['component---rewards'] }) {
  const { page } = result;
  return (
    <ContentPageFrame heading={page.heading} lede={page.lede}>
      <section aria-labelledby="calculator-title">
        <h2 id="calculator-title" className="section-heading">
          Estimate your cash back
        </h2>
        <Island name="cash-back-calculator" component={CashBackCalculator} props={{}} />
      </section>
      <RichContent nodes={page.body} />
    </ContentPageFrame>
  );
}
