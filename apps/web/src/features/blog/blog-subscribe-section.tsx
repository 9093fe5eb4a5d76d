import { useRef } from 'react';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { useLoadedNearViewport } from '../../lib/use-loaded-near-viewport';
import { subscribeEmailField, subscribeEmailId } from './blog-subscribe-fields';
import './blog-subscribe.css';

// The form's code (form state, rules, requests) loads as the reader nears the box: readers come for the post.
const loadForm = () =>
  Promise.all([import('./blog-subscribe-form'), import('../../lib/query/with-query-client')]).then(
    ([{ BlogSubscribeForm }, { WithQueryClient }]) => ({ BlogSubscribeForm, WithQueryClient }),
  );

/** The blog's subscribe box, on the index and under each post. */
export function BlogSubscribeSection({ idPrefix }: { idPrefix: string }) {
  const headingId = `${idPrefix}-title`;
  const section = useRef<HTMLElement>(null);
  const loaded = useLoadedNearViewport(loadForm, section);
  return (
    <section ref={section} aria-labelledby={headingId} className="blog-subscribe-section">
      <h2 id={headingId} className="section-heading">
        Get new posts by e-mail
      </h2>
      {loaded ? (
        <loaded.WithQueryClient>
          <loaded.BlogSubscribeForm idPrefix={idPrefix} />
        </loaded.WithQueryClient>
      ) : (
        <SubscribeFormPlaceholder idPrefix={idPrefix} />
      )}
    </section>
  );
}

/** The form as it will look, not yet usable: nothing typed here could be lost in the swap. */
function SubscribeFormPlaceholder({ idPrefix }: { idPrefix: string }) {
  return (
    <div className="blog-subscribe">
      <form aria-label="Subscribe to the blog" method="post" noValidate>
        <TextField
          id={subscribeEmailId(idPrefix)}
          label={subscribeEmailField.label}
          hint={subscribeEmailField.hint}
          type="email"
          disabled
        />
        <SubmitButton busy={false} busyLabel="" unavailable>
          Subscribe
        </SubmitButton>
      </form>
    </div>
  );
}
