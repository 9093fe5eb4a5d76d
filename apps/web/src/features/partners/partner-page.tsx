import { ContentPageFrame } from '../../components/content/content-page-frame';
import { RichContent } from '../../lib/content/rich-content';
import { Island } from '../../lib/islands/island';
import type { PageResults } from '../../lib/page-data/site-content';
import { WithQueryClient } from '../../lib/query/with-query-client';
import { PartnerInviteForm } from './partner-invite-form';
import { PartnerReferralForm } from './partner-referral-form';
import './partner-page.css';

/** /partner: the partner programme's words (content/pages/partner.md) and its two forms (product-rules#plain-http). */
export function PartnerPage({ result }: { result: PageResults['component---partner'] }) {
  const { page } = result;
  return (
    <ContentPageFrame heading={page.heading} lede={page.lede}>
      <RichContent nodes={page.body} />
      <WithQueryClient>
        <div className="partner-forms">
          <section aria-labelledby="refer-title" className="partner-forms__card">
            <h2 id="refer-title" className="section-heading">
              Refer someone
            </h2>
            <p>Tell us about someone you support who has agreed to hear from us. We e-mail them a link to apply.</p>
            <Island name="partner-referral-form" component={PartnerReferralForm} props={{}} />
          </section>
          <section aria-labelledby="invite-title" className="partner-forms__card">
            <h2 id="invite-title" className="section-heading">
              Invite by e-mail
            </h2>
            <p>Send personal invitations to apply, with your name on them.</p>
            <Island name="partner-invite-form" component={PartnerInviteForm} props={{}} />
          </section>
        </div>
      </WithQueryClient>
    </ContentPageFrame>
  );
}
