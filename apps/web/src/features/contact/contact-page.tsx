import { PageIntro } from '../../components/content/page-intro';
import { RichContent } from '../../lib/content/rich-content';
import { WithQueryClient } from '../../lib/query/with-query-client';
import type { PageResults } from '../../lib/page-data/site-content';
import { ContactForm } from './contact-form';
import './contact-page.css';

export function ContactPage({ result }: { result: PageResults['component---contact'] }) {
  const { page } = result;
  return (
    <div className="content-page">
      <PageIntro heading={page.heading} lede={page.lede} />
      <div className="content-body">
        <div className="container contact-layout">
          <section aria-labelledby="contact-form-title" className="contact-layout__form">
            <h2 id="contact-form-title" className="section-heading">
              Send us a message
            </h2>
            <WithQueryClient>
              <ContactForm />
            </WithQueryClient>
          </section>
          <RichContent nodes={page.body} className="contact-layout__text" />
        </div>
      </div>
    </div>
  );
}
