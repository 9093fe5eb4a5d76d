import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { ContentPageFrame } from '../../components/content/content-page-frame';
import { SummaryCardList } from '../../components/content/summary-card-list';
import { formatContentDate } from '../../lib/content/content-date';
import { RichContent } from '../../lib/content/rich-content';
import { Island } from '../../lib/islands/island';
import type { PageResults } from '../../lib/page-data/site-content';
import { BlogSubscribeSection } from './blog-subscribe-section';

export function BlogPostPage({ result }: { result: PageResults['component---blog-post'] }) {
  const { post, morePosts } = result;
  return (
    <ContentPageFrame
      as="article"
      heading={post.title}
      lede={post.description}
      kicker={{ to: sitePaths.blog, label: 'Blog', detail: post.category }}
      meta={
        <>
          {post.author} · <time dateTime={post.date}>{formatContentDate(post.date)}</time> · {post.readingMinutes} min
          read
        </>
      }
    >
      <RichContent nodes={post.body} />
      <Island
        name="blog-subscribe"
        component={BlogSubscribeSection}
        props={{ idPrefix: 'blog-subscribe' }}
        hydrate="visible"
      />
      {morePosts.length > 0 ? (
        <section aria-labelledby="more-posts">
          <h2 id="more-posts" className="section-heading">
            More from the blog
          </h2>
          <SummaryCardList cards={morePosts} headingLevel="h3" />
        </section>
      ) : null}
    </ContentPageFrame>
  );
}
