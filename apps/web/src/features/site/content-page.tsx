import { ContentPageFrame } from '../../components/content/content-page-frame';
import { RichContent } from '../../lib/content/rich-content';
import type { PageResults } from '../../lib/page-data/site-content';

/** A standalone content page: about us, benefits, the media room and the like. */
export function ContentPage({ result }: { result: PageResults['component---content'] }) {
  const { page } = result;
  return (
    <ContentPageFrame as="article" heading={page.heading} lede={page.lede}>
      <RichContent nodes={page.body} />
    </ContentPageFrame>
  );
}
