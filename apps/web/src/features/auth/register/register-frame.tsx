import type { ReactNode } from 'react';
import { generatePath, Link } from 'react-router';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { AuthLayout } from '../components/auth-layout';

/**
 * Sign-up's frame around its form: the heading, what to have ready, and the way to sign in.
 * product-rules#site-routes: /user/signup and /user/register are the same screen under two names.
 */
export function RegisterFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <AuthLayout
      title={title}
      lead={
        <p>
          Create your account to start your card application. It takes about two minutes, and you can save your progress
          and finish on any device.
        </p>
      }
      aside={<RegisterAside />}
    >
      {children}
      <div className="auth-card__footer">
        <p>
          Already have an account? <Link to={sitePaths.signIn}>Sign in</Link>
        </p>
      </div>
    </AuthLayout>
  );
}

function RegisterAside() {
  return (
    <aside className="auth-aside" aria-labelledby="register-aside-title">
      <h2 id="register-aside-title">Before you start</h2>
      <p>Creating an account is free and does not affect your credit score.</p>
      <p>For the application itself, it helps to have ready:</p>
      <ul>
        <li>Your passport, and your visa or green card</li>
        <li>Your US address, or where and when you are moving</li>
        <li>Your employer and your yearly salary</li>
        <li>Your Social Security number (SSN), if you have one</li>
      </ul>
      <p>
        No SSN yet? If you have just arrived on a work visa, you can add it within 60 days of activating your card.{' '}
        <Link to={{ pathname: generatePath(sitePaths.faqSection, { section: 'non_us' }), hash: 'ssn' }}>
          SSNs for new arrivals
        </Link>
      </p>
    </aside>
  );
}
