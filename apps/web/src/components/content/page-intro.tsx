import type { ReactNode } from 'react';
import './content-layout.css';

export interface PageIntroProps {
  heading: string;
  lede?: string | null;
  /** Above the heading: breadcrumbs or a category. */
  before?: ReactNode;
  /** Below the lede: dates, a reading time. */
  after?: ReactNode;
}

/** The top of every content page: one H1, its lede, on a tinted band. */
export function PageIntro({ heading, lede, before, after }: PageIntroProps) {
  return (
    <header className="page-intro">
      <div className="container page-intro__inner">
        {before}
        <h1 className="page-intro__heading">{heading}</h1>
        {lede ? <p className="page-intro__lede">{lede}</p> : null}
        {after}
      </div>
    </header>
  );
}
