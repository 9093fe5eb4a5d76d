import { ContentPageFrame } from '../../components/content/content-page-frame';
import { SummaryCardList } from '../../components/content/summary-card-list';
import { formatContentDate } from '../../lib/content/content-date';
import { RichContent } from '../../lib/content/rich-content';
import { Island } from '../../lib/islands/island';
import type { PageResults } from '../../lib/page-data/site-content';
import { BlogSubscribeSection } from './blog-subscribe-section';

export function BlogIndexPage({ result }: { result: PageResults['component---blog-index'] }) {
  const { page, posts } = result;
  return (
    <ContentPageFrame heading={page.heading} lede={page.lede}>
      {page.body.length > 0 ? <RichContent nodes={page.body} /> : null}
      <SummaryCardList
        cards={posts.map((post) => ({
          ...post,
          meta: (
            <>
              {post.category} · <time dateTime={post.date}>{formatContentDate(post.date)}</time> · {post.readingMinutes}{' '}
              min read
            </>
          ),
        }))}
      />
      <Island
        name="blog-subscribe"
        component={BlogSubscribeSection}
        props={{ idPrefix: 'blog-subscribe' }}
        hydrate="visible"
      />
    </ContentPageFrame>
  );
}
