import { ContentPageFrame } from '../../components/content/content-page-frame';
import { RichContent } from '../../lib/content/rich-content';
import { Island } from '../../lib/islands/island';
import type { PageResults } from '../../lib/page-data/site-content';
import { WithQueryClient } from '../../lib/query/with-query-client';
import { ContactForm } from './contact-form';
import './contact-page.css';

export function ContactPage({ result }: { result: PageResults['component---contact'] }) {
  const { page } = result;
  return (
    <ContentPageFrame heading={page.heading} lede={page.lede} bodyClassName="contact-layout">
      <section aria-labelledby="contact-form-title" className="contact-layout__form">
        <h2 id="contact-form-title" className="section-heading">
          Send us a message
        </h2>
        <WithQueryClient>
          <Island name="contact-form" component={ContactForm} props={{}} />
        </WithQueryClient>
      </section>
      <RichContent nodes={page.body} className="contact-layout__text" />
    </ContentPageFrame>
  );
}
