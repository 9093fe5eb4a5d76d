import { PageIntro } from '../../components/content/page-intro';
import { RichContent } from '../../lib/content/rich-content';
import type { PageResults } from '../../lib/page-data/site-content';

/** A standalone content page: about us, benefits, the media room and the like. */
export function ContentPage({ result }: { result: PageResults['component---content'] }) {
  const { page } = result;
  return (
    <article className="content-page">
      <PageIntro heading={page.heading} lede={page.lede} />
      <div className="content-body">
        <div className="container">
          <RichContent nodes={page.body} />
        </div>
      </div>
    </article>
  );
}
