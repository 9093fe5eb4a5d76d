import { WithQueryClient } from '../../lib/query/with-query-client';
import { BlogSubscribeForm } from './blog-subscribe-form';
import './blog-subscribe.css';

/** The blog's subscribe box, on the index and under each post. */
export function BlogSubscribeSection({ idPrefix }: { idPrefix: string }) {
  const headingId = `${idPrefix}-title`;
  return (
    <section aria-labelledby={headingId} className="blog-subscribe-section">
      <h2 id={headingId} className="section-heading">
        Get new posts by e-mail
      </h2>
      <WithQueryClient>
        <BlogSubscribeForm idPrefix={idPrefix} />
      </WithQueryClient>
    </section>
  );
}
