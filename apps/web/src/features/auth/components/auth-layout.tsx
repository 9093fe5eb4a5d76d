import type { ReactNode } from 'react';
import { PRODUCT } from '@waypoint/domain/product';
import './auth-layout.css';

export interface AuthLayoutProps {
  title: string;
  lead?: ReactNode;
  /** Reassurance beside the form on wide screens, below it on phones. */
  aside?: ReactNode;
  children: ReactNode;
}

/** The frame of every account page: heading, a short explanation, the form in a card. */
export function AuthLayout({ title, lead, aside, children }: AuthLayoutProps) {
  return (
    <div className="auth-page">
      <title>{`${title} | ${PRODUCT.name}`}</title>
      <div className={`container auth-page__grid${aside ? ' auth-page__grid--with-aside' : ''}`}>
        <div className="auth-page__main">
          <h1 className="auth-page__title">{title}</h1>
          {lead ? <div className="auth-page__lead">{lead}</div> : null}
          <div className="auth-card">{children}</div>
        </div>
        {aside ? <div className="auth-page__aside">{aside}</div> : null}
      </div>
    </div>
  );
}
