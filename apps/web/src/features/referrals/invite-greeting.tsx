import { Link } from 'react-router';
import { PRODUCT } from '@waypoint/domain/product';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { PageIntro } from '../../components/content/page-intro';
import type { ContentPage } from '../../lib/page-data/site-content';
import { useInvitation } from './api/get-invitation';
import { InviteCodeForm } from './invite-code-form';
import { inviteFailureText, signUpWithCode } from './invite-failure';
import { RemindMeForm } from './remind-me-form';

/**
 * The top of `/i/{code}`: greets with the inviting member's first name and
 * starts sign-up with the code. An unknown code is a way forward (apply
 * without one, or enter another), never an error page.
 */
export function InviteGreeting({ code, page }: { code: string; page: ContentPage }) {
  const invitation = useInvitation(code);
  const start = signUpWithCode(sitePaths.signUp, code);

  if (invitation.isPending)
    return <PageIntro heading={page.heading} after={<p role="status">Checking your invitation…</p>} />;

  if (invitation.isError) {
    return (
      <PageIntro
        heading={page.heading}
        lede={`We could not check this invitation just now (${inviteFailureText(invitation.error)}) You can still apply with it.`}
        after={<StartLink to={start} />}
      />
    );
  }

  if (invitation.data.kind === 'unknown') {
    return (
      <>
        <PageIntro
          heading="We could not find that invitation"
          lede={`The code ${code} is not one we know. It may have a typing mistake, or the link may be incomplete. You can still apply without a code, or enter the code you were given.`}
          after={
            <Link to={sitePaths.signUp} className="button button--primary">
              Apply without a code
            </Link>
          }
        />
        <div className="container">
          <section className="invite-panel" aria-labelledby="invite-other-code-title">
            <h2 id="invite-other-code-title">Have another code?</h2>
            <InviteCodeForm />
          </section>
        </div>
      </>
    );
  }

  const referrerName = invitation.data.kind === 'member' ? invitation.data.referrerName : null;
  return (
    <>
      <PageIntro
        heading={referrerName ? `${referrerName} invited you to ${PRODUCT.name}` : page.heading}
        lede={`Apply for the ${PRODUCT.cardName}: no annual fee, cash back on every purchase, and an application made for people new to US credit. Your invitation code ${code} is already filled in.`}
        after={<StartLink to={start} />}
      />
      <div className="container">
        <section className="invite-panel" aria-labelledby="invite-remind-title">
          <h2 id="invite-remind-title">Not ready yet?</h2>
          <p>
            Leave your e-mail address and we will send you this invitation, to come back and apply when it suits you.
          </p>
          <RemindMeForm inviteCode={code} referrerName={referrerName} />
        </section>
      </div>
    </>
  );
}

function StartLink({ to }: { to: string }) {
  return (
    <Link to={to} className="button button--primary">
      Start your application
    </Link>
  );
}
