import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './content-layout.css';

/** The line above a page's heading: the section it belongs to, as a link, and what it is within it. */
export interface PageKicker {
  to: string;
  label: string;
  detail?: ReactNode;
}

export interface PageIntroProps {
  heading: string;
  lede?: string | null;
  /** Above the heading: breadcrumbs or a category. */
  before?: ReactNode;
  /** Below the lede: dates, a reading time. */
  after?: ReactNode;
  /** Above the heading, after `before`: the section the page belongs to. */
  kicker?: PageKicker;
  /** Below the lede, before `after`: the page's facts (author, date, place). */
  meta?: ReactNode;
}

/** The top of every content page: one H1, its lede, on a tinted band. */
export function PageIntro({ heading, lede, before, after, kicker, meta }: PageIntroProps) {
  return (
    <header className="page-intro">
      <div className="container page-intro__inner">
        {before}
        {kicker ? (
          <p className="page-intro__kicker">
            <Link to={kicker.to}>{kicker.label}</Link>
            {kicker.detail ? <> · {kicker.detail}</> : null}
          </p>
        ) : null}
        <h1 className="page-intro__heading">{heading}</h1>
        {lede ? <p className="page-intro__lede">{lede}</p> : null}
        {meta ? <p className="page-intro__meta">{meta}</p> : null}
        {after}
      </div>
    </header>
  );
}
