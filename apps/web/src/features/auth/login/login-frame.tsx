import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PRODUCT } from '@waypoint/domain/product';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { AuthLayout } from '../components/auth-layout';

/** Sign-in's frame around its form: the heading, the lead and the way to sign up. */
export function LoginFrame({ children }: { children: ReactNode }) {
  return (
    <AuthLayout
      title="Sign in"
      lead={<p>Welcome back. Sign in to pick up your application where you left off, or to manage your card.</p>}
    >
      {children}
      <div className="auth-card__footer">
        <p>
          New to {PRODUCT.name}? <Link to={sitePaths.signUp}>Create an account</Link>. It is free and does not affect
          your credit score.
        </p>
      </div>
    </AuthLayout>
  );
}
