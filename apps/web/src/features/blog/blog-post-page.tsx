import { Link } from 'react-router';
import { sitePaths } from '@waypoint/domain/site/site-paths';
import { PageIntro } from '../../components/content/page-intro';
import { SummaryCardList } from '../../components/content/summary-card-list';
import { formatContentDate } from '../../lib/content/content-date';
import { RichContent } from '../../lib/content/rich-content';
import type { PageResults } from '../../lib/page-data/site-content';
import { BlogSubscribeSection } from './blog-subscribe-section';

export function BlogPostPage({ result }: { result: PageResults['component---blog-post'] }) {
  const { post, morePosts } = result;
  return (
    <article className="content-page">
      <PageIntro
        heading={post.title}
        lede={post.description}
        before={
          <p className="page-intro__kicker">
            <Link to={sitePaths.blog}>Blog</Link> · {post.category}
          </p>
        }
        after={
          <p className="page-intro__meta">
            {post.author} · <time dateTime={post.date}>{formatContentDate(post.date)}</time> · {post.readingMinutes} min
            read
          </p>
        }
      />
      <div className="content-body">
        <div className="container">
          <RichContent nodes={post.body} />
          <BlogSubscribeSection idPrefix="blog-subscribe" />
          {morePosts.length > 0 ? (
            <section aria-labelledby="more-posts">
              <h2 id="more-posts" className="section-heading">
                More from the blog
              </h2>
              <SummaryCardList cards={morePosts} headingLevel="h3" />
            </section>
          ) : null}
        </div>
      </div>
    </article>
  );
}
